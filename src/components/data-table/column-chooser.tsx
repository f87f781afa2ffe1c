import { DropdownMenu as Menu } from 'radix-ui';

import { Button } from '@/components/ui/button';
import { DropdownMenuContent } from '@/components/ui/dropdown-menu';

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
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="sm" variant="ghost">
          {s.columns}
        </Button>
      </Menu.Trigger>
      <DropdownMenuContent>
        {columns.map((column) => (
          <Menu.CheckboxItem
            key={column.id}
            checked={column.visible}
            disabled={!column.hideable}
            onCheckedChange={(checked) => onToggle(column.id, checked)}
            // Keeps the menu open so several columns can be switched in one go.
            onSelect={(event) => event.preventDefault()}
            className="flex cursor-default select-none items-center gap-2 rounded px-2 py-1.5 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-surface-hover"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-4 items-center justify-center rounded border border-border text-[10px] text-primary-text"
            >
              <Menu.ItemIndicator>✓</Menu.ItemIndicator>
            </span>
            {column.header}
          </Menu.CheckboxItem>
        ))}
      </DropdownMenuContent>
    </Menu.Root>
  );
}
