import type { ReactNode } from 'react';

import type { DeleteFlow, RowAction } from '@/components/data-table';
import { Button } from '@/components/ui/button';

import { masterStrings as s } from './strings';

/** A row's menu on a master data list: edit with the write authority, delete with the delete one. */
export const masterRowActions = <T,>(
  canWrite: boolean,
  deletion: DeleteFlow<T>,
  onEdit: (row: T) => void,
): ((row: T) => RowAction[]) | undefined =>
  canWrite || deletion.allowed
    ? (row) => [
        ...(canWrite ? [{ label: s.edit, onSelect: () => onEdit(row) }] : []),
        ...(deletion.allowed
          ? [{ label: s.delete, destructive: true, onSelect: () => deletion.ask([row]) }]
          : []),
      ]
    : undefined;

export interface MasterToolbarProps {
  canWrite: boolean;
  onAdd: () => void;
  exporting: boolean;
  onExport: () => void;
  /** The list's own buttons, between add and export. */
  children?: ReactNode;
}

/** A master data list's toolbar: add (with the write authority), the list's own buttons, export. */
export function MasterToolbar({
  canWrite,
  onAdd,
  exporting,
  onExport,
  children,
}: MasterToolbarProps) {
  return (
    <>
      {canWrite ? (
        <Button variant="primary" size="sm" onClick={onAdd}>
          {s.add}
        </Button>
      ) : null}
      {children}
      <Button size="sm" pending={exporting} onClick={onExport}>
        {s.exportCsv}
      </Button>
    </>
  );
}
