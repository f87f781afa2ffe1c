import { useId } from 'react';
import { useListFleets } from '@/api/generated/endpoints/dashboard/dashboard';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { csvBlob } from '@/lib/csv';
import { saveBlob } from '@/lib/download';
import { importTemplate } from '../device-csv';
import { useDeviceEnums } from '../hooks/use-device-options';
import { useDeviceImport } from '../hooks/use-device-import';
import { deviceListStrings as s } from '../strings';
import { ImportPreviewTable } from './import-preview-table';

interface DeviceImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 批量导入: template, a preview that marks each bad row, then only the good rows are saved. */
export function DeviceImportDialog({ open, onClose }: DeviceImportDialogProps) {
  const fileId = useId();
  const { models, personalization, modelOptions } = useDeviceEnums();
  const fleets = useListFleets(undefined, { query: { enabled: open } });
  const fleetList = fleets.data?.data ?? [];
  const job = useDeviceImport({ models, personalization, fleets: fleetList });
  const rows = job.preview?.kind === 'rows' ? job.preview.rows : [];
  const good = rows.filter((r) => r.request).length;
  const finished = job.outcomes.size > 0 && !job.importing;

  const close = () => {
    if (job.importing) return;
    job.reset();
    onClose();
  };
  const downloadTemplate = () =>
    saveBlob(
      csvBlob(
        importTemplate({ model: modelOptions[0]?.label ?? '', fleet: fleetList[0]?.name ?? '' }),
      ),
      s.templateFileName,
    );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{s.importTitle}</DialogTitle>
          <DialogDescription>{s.importDescription}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" onClick={downloadTemplate}>
            {s.downloadTemplate}
          </Button>
          <label htmlFor={fileId} className="text-sm font-medium text-slate-700">
            {s.chooseFile}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            disabled={job.importing}
            className="text-sm file:mr-2 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1 file:text-sm"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void job.read(file);
            }}
          />
          {job.reading ? <Spinner label={s.previewLabel} /> : null}
        </div>
        {job.preview?.kind === 'problem' ? <Alert>{job.preview.fileProblem}</Alert> : null}
        {rows.length > 0 ? (
          <>
            <p role="status" className="text-sm text-slate-700">
              {job.importing
                ? s.importing(job.outcomes.size, good)
                : s.summary(good, rows.length - good)}
            </p>
            <ImportPreviewTable rows={rows} outcomes={job.outcomes} />
          </>
        ) : null}
        <DialogFooter>
          <Button onClick={close} disabled={job.importing}>
            {finished ? s.close : s.cancel}
          </Button>
          <Button
            variant="primary"
            disabled={good === 0 || finished}
            pending={job.importing}
            onClick={() => void job.importGood()}
          >
            {s.importGood(good)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
