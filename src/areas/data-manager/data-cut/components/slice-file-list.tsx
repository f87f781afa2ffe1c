import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';

import { failureText } from '@/api/errors';
import { useQueryDatasetFilesByDate } from '@/api/generated/endpoints/data-manager/data-manager';
import { useDescribeField } from '@/components/forms/form-context';
import { useFieldError } from '@/components/forms/form-fields';
import { Alert } from '@/components/ui/alert';
import { Label } from '@/components/ui/label';
import { formatDateText } from '@/lib/date-text';
import { formatBytes, formatDateTime } from '@/lib/format';
import { portMatches } from '@/lib/port-names';

import type { SliceValues } from '../slice-form';
import { dataCutStrings as s } from '../strings';

/** The car's sliceable files of the window's start day (queryDatasetFilesByDate). */
export function useSliceDayFiles(vin: string, start: Date | null) {
  const day = start ? formatDateText('date', start) : null;
  const enabled = vin !== '' && day !== null;
  const query = useQueryDatasetFilesByDate({ date: day ?? '', vin }, { query: { enabled } });
  return { enabled, query };
}

/**
 * The files of the chosen car on the window's start day, to tick some: the form's `fileIds`. The
 * chosen ports narrow the list; a ticked file stays listed whatever the ports.
 */
export function SliceFilesField() {
  useDescribeField('fileIds', { label: s.files, kind: 'choice' });
  const [vin, start, portTypes] = useWatch<SliceValues, ['vin', 'startTime', 'portTypes']>({
    name: ['vin', 'startTime', 'portTypes'],
  });
  const { field } = useController<SliceValues, 'fileIds'>({ name: 'fileIds' });
  const error = useFieldError('fileIds', undefined);
  const { enabled, query } = useSliceDayFiles(vin, start);
  const hintId = useId();
  const errorId = useId();
  const chosen = field.value;
  const toggle = (id: number, on: boolean) =>
    field.onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));

  const files = (query.data?.data ?? []).filter(
    (file) =>
      portTypes.length === 0 ||
      portTypes.some((wanted) => portMatches(file.portType, wanted)) ||
      chosen.includes(file.id),
  );
  const list = !enabled ? (
    <p className="text-sm text-fg-subtle">{s.filesNeedCar}</p>
  ) : query.isError ? (
    <Alert title={s.filesFailed} onRetry={() => void query.refetch()}>
      {failureText(query.error, null)}
    </Alert>
  ) : query.isPending ? (
    <p className="text-sm text-fg-subtle" aria-busy="true">
      …
    </p>
  ) : files.length === 0 ? (
    <p className="text-sm text-fg-subtle">{s.filesEmpty}</p>
  ) : (
    <ul className="max-h-64 overflow-y-auto rounded-md border border-border-muted bg-surface">
      {files.map((file, index) => (
        <li
          key={file.id}
          className="flex items-center gap-3 border-t border-border-subtle px-3 py-1.5 text-sm first:border-t-0"
        >
          <input
            type="checkbox"
            name="fileIds"
            // The form focuses the first box when the choice is what is wrong.
            ref={index === 0 ? field.ref : undefined}
            aria-label={s.chooseFile(file.fileName)}
            checked={chosen.includes(file.id)}
            onChange={(event) => toggle(file.id, event.target.checked)}
            onBlur={field.onBlur}
            className="size-4 accent-primary"
          />
          <span className="w-20 shrink-0">{file.portType}</span>
          <span className="w-72 shrink-0 tabular-nums">
            {formatDateTime(file.startTime)} – {formatDateTime(file.endTime).slice(11)}
          </span>
          <span className="w-20 shrink-0 text-right">{formatBytes(file.size)}</span>
          <span className="truncate font-mono text-xs text-fg-subtle">{file.fileName}</span>
        </li>
      ))}
    </ul>
  );

  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
    >
      <legend className="sr-only">{s.filesTable}</legend>
      <Label asChild>
        <span aria-hidden="true">{s.files}</span>
      </Label>
      <p id={hintId} className="text-xs text-fg-subtle">
        {s.filesHint}
      </p>
      {list}
      {error ? (
        <p id={errorId} className="text-sm text-danger-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
