import { failureText } from '@/api/errors';
import { useQueryDatasetFilesByDate } from '@/api/generated/endpoints/data-manager/data-manager';
import { Alert } from '@/components/ui/alert';
import { formatBytes, formatDateTime } from '@/lib/format';

import { dataCutStrings as s } from '../strings';

interface SliceFileListProps {
  vin: string;
  /** yyyy-MM-dd of the window's start: the day whose files are listed. */
  day: string | null;
  portTypes: readonly string[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/** The car's sliceable files of the start day (queryDatasetFilesByDate), to tick some. */
export function SliceFileList({
  vin,
  day,
  portTypes,
  chosen,
  onChange,
  error,
}: SliceFileListProps) {
  const enabled = vin !== '' && day !== null;
  const query = useQueryDatasetFilesByDate({ date: day ?? '', vin }, { query: { enabled } });
  if (!enabled) return <p className="text-sm text-slate-500">{s.filesNeedCar}</p>;
  if (query.isError) {
    return (
      <Alert title={s.filesFailed} onRetry={() => void query.refetch()}>
        {failureText(query.error, null)}
      </Alert>
    );
  }
  const files = (query.data?.data ?? []).filter(
    (file) =>
      portTypes.length === 0 || portTypes.includes(file.portType) || chosen.includes(file.id),
  );
  if (query.isPending)
    return (
      <p className="text-sm text-slate-500" aria-busy="true">
        …
      </p>
    );
  if (files.length === 0) return <p className="text-sm text-slate-500">{s.filesEmpty}</p>;
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <fieldset
      className="flex flex-col gap-1"
      aria-describedby={error ? 'slice-files-error' : undefined}
    >
      <legend className="sr-only">{s.filesTable}</legend>
      <ul className="max-h-64 overflow-y-auto rounded-md border border-slate-200 bg-white">
        {files.map((file) => (
          <li
            key={file.id}
            className="flex items-center gap-3 border-t border-slate-100 px-3 py-1.5 text-sm first:border-t-0"
          >
            <input
              type="checkbox"
              name="fileIds"
              aria-label={s.chooseFile(file.fileName)}
              checked={chosen.includes(file.id)}
              onChange={(event) => toggle(file.id, event.target.checked)}
              className="size-4 accent-blue-600"
            />
            <span className="w-14 shrink-0">{file.portType}</span>
            <span className="w-72 shrink-0 tabular-nums">
              {formatDateTime(file.startTime)} – {formatDateTime(file.endTime).slice(11)}
            </span>
            <span className="w-20 shrink-0 text-right">{formatBytes(file.size)}</span>
            <span className="truncate font-mono text-xs text-slate-500">{file.fileName}</span>
          </li>
        ))}
      </ul>
      {error ? (
        <p id="slice-files-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
