import { useId } from 'react';

import type { AuthorityCode } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAuthorities } from '@/lib/authority';

import { tableStrings as s } from './strings';

export interface RowAction {
  label: string;
  onSelect: () => void;
  destructive?: boolean;
  disabled?: boolean;
  /** Why the action is disabled, shown under it and read with it. */
  reason?: string;
  /**
   * The authority code the action needs (the `x-authority` of the call it makes, or the view code
   * of the screen it opens); with several, any one is enough. Left out for a user without it.
   */
  code?: AuthorityCode | readonly AuthorityCode[];
}

/** The actions a user holding `held` may take. */
export const allowedActions = (
  actions: readonly RowAction[],
  held: readonly AuthorityCode[],
): RowAction[] =>
  actions.filter(
    ({ code }) =>
      code === undefined ||
      (typeof code === 'string' ? [code] : code).some((needed) => held.includes(needed)),
  );

interface RowActionsProps {
  name: string;
  actions: readonly RowAction[];
}

/** The row's actions behind one actions button, so wide tables keep a narrow last column. */
export function RowActions({ name, actions: offered }: RowActionsProps) {
  const actions = allowedActions(offered, useAuthorities());
  const menuId = useId();
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
        {actions.map((action, index) => (
          <DropdownMenuItem
            key={action.label}
            destructive={action.destructive}
            disabled={action.disabled}
            onSelect={action.onSelect}
            className={action.reason ? 'flex-col items-start gap-0' : undefined}
            // Named by its label alone; the reason is its description.
            aria-label={action.reason ? action.label : undefined}
            aria-describedby={action.reason ? `${menuId}-reason-${index}` : undefined}
          >
            {action.label}
            {action.reason ? (
              <span id={`${menuId}-reason-${index}`} className="text-xs font-normal text-fg-muted">
                {action.reason}
              </span>
            ) : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
