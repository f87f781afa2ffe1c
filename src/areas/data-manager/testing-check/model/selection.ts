/**
 * What the user picked on the chart. Spec section 5: selecting a marker clears the selected files,
 * and selecting files clears the selected marker; a brushed window is a way of selecting files.
 */
export interface TraceSelection {
  fileIds: readonly number[];
  markerId: number | null;
  brush: { from: number; to: number } | null;
}

export const noSelection: TraceSelection = { fileIds: [], markerId: null, brush: null };

export type SelectionAction =
  | { type: 'marker'; id: number }
  | { type: 'file'; id: number }
  | { type: 'brush'; brush: { from: number; to: number }; fileIds: readonly number[] }
  | { type: 'clear' };

export function selectionReducer(state: TraceSelection, action: SelectionAction): TraceSelection {
  switch (action.type) {
    case 'marker':
      return { fileIds: [], brush: null, markerId: action.id };
    case 'file': {
      // Clicking a file toggles it among the files already picked by click.
      const picked = state.brush ? [] : state.fileIds;
      const fileIds = picked.includes(action.id)
        ? picked.filter((id) => id !== action.id)
        : [...picked, action.id];
      return { fileIds, brush: null, markerId: null };
    }
    case 'brush':
      return { fileIds: action.fileIds, brush: action.brush, markerId: null };
    case 'clear':
      return noSelection;
  }
}
