import { useListFleets } from '@/api/generated/endpoints/dashboard/dashboard';
import { CsvImportDialog, type PreviewColumn } from '@/components/csv-import';

import { type ImportRow, importTemplate } from '../device-csv';
import { useDeviceImport } from '../hooks/use-device-import';
import { useDeviceEnums } from '../hooks/use-device-options';
import { deviceListStrings as s } from '../strings';

interface DeviceImportDialogProps {
  open: boolean;
  onClose: () => void;
}

const columns: readonly PreviewColumn<ImportRow>[] = [
  {
    header: s.serialNo,
    cell: (row) => row.serialNo,
    className: 'px-3 py-1.5 font-mono text-xs break-all',
  },
  { header: s.name, cell: (row) => row.name },
  { header: s.model, cell: (row) => row.model, className: 'px-3 py-1.5' },
  { header: s.fleet, cell: (row) => row.fleet, className: 'px-3 py-1.5' },
];

/** Bulk import: template, a preview that marks each bad row, then only the good rows are saved. */
export function DeviceImportDialog({ open, onClose }: DeviceImportDialogProps) {
  const { models, personalization, modelOptions } = useDeviceEnums();
  const fleets = useListFleets(undefined, { query: { enabled: open } });
  const fleetList = fleets.data?.data ?? [];
  const job = useDeviceImport({ models, personalization });
  const template = () =>
    importTemplate({ model: modelOptions[0]?.label ?? '', fleet: fleetList[0]?.name ?? '' });

  return (
    <CsvImportDialog
      open={open}
      onClose={onClose}
      text={s.importText}
      job={job}
      columns={columns}
      template={template}
    />
  );
}
