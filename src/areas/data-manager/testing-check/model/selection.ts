import type { FilesInWindow } from '@/components/charts/trace/trace-model';

/**
 * What the user picked on the chart. Spec section 5: selecting a marker clears the selected files,
 * and selecting files clears the selected marker; a brushed window is a way of selecting files.
 */
export interface TraceSelection {
  /** The selected files' ids; for a window over more files than are listed, none. */
  fileIds: readonly number[];
  /** How many files are selected (more than `fileIds` holds when a window covers too many to list). */
  fileCount: number;
  markerId: number | null;
  brush: { from: number; to: number } | null;
}

export const noSelection: TraceSelection = {
  fileIds: [],
  fileCount: 0,
  markerId: null,
  brush: null,
};

export type SelectionAction =
  | { type: 'marker'; id: number }
  | { type: 'file'; id: number }
  | { type: 'brush'; brush: { from: number; to: number }; files: FilesInWindow }
  | { type: 'clear' };

export function selectionReducer(state: TraceSelection, action: SelectionAction): TraceSelection {
  switch (action.type) {
    case 'marker':
      return { ...noSelection, markerId: action.id };
    case 'file': {
      // Clicking a file toggles it among the files already picked by click.
      const picked = state.brush ? [] : state.fileIds;
      const fileIds = picked.includes(action.id)
        ? picked.filter((id) => id !== action.id)
        : [...picked, action.id];
      return { fileIds, fileCount: fileIds.length, brush: null, markerId: null };
    }
    case 'brush':
      return {
        fileIds: action.files.ids ?? [],
        fileCount: action.files.count,
        brush: action.brush,
        markerId: null,
      };
    case 'clear':
      return noSelection;
  }
}
