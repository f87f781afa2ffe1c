import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import { tableStrings as s } from './strings';

export interface RowAction {
  label: string;
  onSelect: () => void;
  destructive?: boolean;
  disabled?: boolean;
  /** Why the action is disabled, shown under it and read with it. */
  reason?: string;
}

interface RowActionsProps {
  name: string;
  actions: readonly RowAction[];
}

/** The row's actions behind one actions button, so wide tables keep a narrow last column. */
export function RowActions({ name, actions }: RowActionsProps) {
  if (actions.length === 0) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={s.rowActions(name)}>
          {s.actions}
          <span aria-hidden="true">▾</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {actions.map((action) => (
          <DropdownMenuItem
            key={action.label}
            destructive={action.destructive}
            disabled={action.disabled}
            onSelect={action.onSelect}
            className={action.reason ? 'flex-col items-start gap-0' : undefined}
          >
            {action.label}
            {action.reason ? (
              <span className="text-xs font-normal text-fg-muted">{action.reason}</span>
            ) : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
