import type { DataColumn } from '@/components/data-table';
import { formatBytes, formatDateTime } from '@/lib/format';
import type { EnumLabels } from '@/lib/use-enum-labels';

import type { FileRow } from '../hooks/use-file-list';
import type { FileTab } from '../search';
import { fileStatusLabels, originalDataStrings as s } from '../strings';

const statusText = (status: string): string =>
  fileStatusLabels[status as keyof typeof fileStatusLabels] ?? status;

/**
 * Columns of both file lists; the original files add their device, validity (named by the
 * server's valid_flag enumeration) and remark.
 */
export function fileColumns(tab: FileTab, validLabels: EnumLabels): DataColumn<FileRow>[] {
  const columns: DataColumn<FileRow>[] = [
    {
      id: 'fileName',
      header: s.fileName,
      hideable: false,
      cell: (row) => <span className="font-mono text-xs break-all">{row.fileName}</span>,
    },
    { id: 'plate', header: s.plate, className: 'whitespace-nowrap', cell: (row) => row.plate },
    { id: 'vin', header: s.vin, defaultHidden: true, cell: (row) => row.vin },
    { id: 'portType', header: s.portType, cell: (row) => row.portType },
    {
      id: 'size',
      header: s.size,
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (row) => formatBytes(row.size),
    },
    { id: 'startTime', header: s.dataStart, cell: (row) => formatDateTime(row.startTime) },
    { id: 'endTime', header: s.dataEnd, cell: (row) => formatDateTime(row.endTime) },
    {
      id: 'uploadTime',
      header: s.uploadTime,
      defaultHidden: true,
      cell: (row) => formatDateTime(row.uploadTime),
    },
    {
      id: 'status',
      header: s.status,
      className: 'whitespace-nowrap',
      cell: (row) => statusText(String(row.status ?? '')),
    },
  ];
  if (tab === 'data') return columns;
  return [
    ...columns,
    { id: 'deviceSn', header: s.deviceSn, defaultHidden: true, cell: (row) => row.deviceSn },
    {
      id: 'validFlag',
      header: s.valid,
      cell: (row) => (row.validFlag === undefined ? '' : (validLabels[row.validFlag] ?? '')),
    },
    { id: 'remark', header: s.remark, cell: (row) => row.remark },
  ];
}
