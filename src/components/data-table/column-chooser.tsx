import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import { tableStrings as s } from './strings';

export interface ChoosableColumn {
  id: string;
  header: string;
  visible: boolean;
  hideable: boolean;
}

interface ColumnChooserProps {
  columns: readonly ChoosableColumn[];
  onToggle: (id: string, visible: boolean) => void;
}

/** Menu of checkable column names; columns that must stay are shown checked and disabled. */
export function ColumnChooser({ columns, onToggle }: ColumnChooserProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="ghost">
          {s.columns}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {columns.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.id}
            checked={column.visible}
            disabled={!column.hideable}
            onCheckedChange={(checked) => onToggle(column.id, checked)}
            // Keeps the menu open so several columns can be switched in one go.
            onSelect={(event) => event.preventDefault()}
          >
            {column.header}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
