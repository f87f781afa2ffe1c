import type { TraceModel } from '@/components/charts/trace/trace-model';
import { Button } from '@/components/ui/button';
import { formatTime as time } from '@/lib/format';

import type { TraceSelection } from '../model/selection';
import { testingCheckStrings as s } from '../strings';

/** What is selected right now, in words, with a way to clear it. */
export function SelectionLine({
  model,
  selection,
  onClear,
}: {
  model: TraceModel;
  selection: TraceSelection;
  onClear: () => void;
}) {
  let text: string | null = null;
  if (selection.brush) {
    text = s.brushed(time(selection.brush.from), time(selection.brush.to), selection.fileCount);
  } else if (selection.fileCount > 0) {
    text = s.selectedFiles(selection.fileCount);
  } else if (selection.markerId !== null) {
    const at = model.markers.ids.indexOf(selection.markerId);
    text = s.selectedMarker(
      model.markers.labels[at] || s.unnamedRule,
      time(model.markers.time[at] ?? 0),
    );
  }
  return (
    <div className="flex min-h-8 items-center gap-3 text-sm" role="status">
      <span>{text ?? s.brushHint}</span>
      {text && (
        <Button size="sm" variant="ghost" onClick={onClear}>
          {s.clearSelection}
        </Button>
      )}
    </div>
  );
}
