import { type Control, useWatch } from 'react-hook-form';

import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { lazyAreaPage } from '@/lib/lazy-area';

import type { SliceValues } from '../slice-form';
import { dataCutStrings as s } from '../strings';

/** The preview's code (the map, replay) loads once a window has been chosen. */
const WindowPreview = lazyAreaPage(
  () => import('./window-preview'),
  (module) => module.WindowPreview,
  {
    pending: () => (
      <div className="flex h-40 items-center justify-center">
        <Spinner label={s.previewLoading} />
      </div>
    ),
  },
);

/**
 * Beside the form: the chosen car's window previewed, or a hint while no car or no valid window is
 * chosen. Whatever the preview does, the form goes on working.
 */
export function WindowPreviewPane<T>({ control }: { control: Control<SliceValues, unknown, T> }) {
  const [vin, start, end] = useWatch({ control, name: ['vin', 'startTime', 'endTime'] });
  const from = start?.getTime() ?? Number.NaN;
  const to = end?.getTime() ?? Number.NaN;
  const chosen = vin !== '' && from < to;
  return (
    <section aria-label={s.preview} className="flex min-w-0 flex-col gap-2">
      <h2 className="text-sm font-medium">{s.preview}</h2>
      {chosen ? (
        <WindowPreview key={`${vin}|${from}|${to}`} vin={vin} window={{ from, to }} />
      ) : (
        <EmptyState
          title={s.previewHint}
          className="rounded-lg border border-dashed border-border-muted py-8"
        />
      )}
    </section>
  );
}
