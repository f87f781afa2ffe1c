import { useId, useState } from 'react';

import { cn } from '@/lib/class-names';

import type { NavGroup } from './navigation';
import { SidebarLink } from './sidebar-link';

export interface SidebarGroupProps {
  group: NavGroup;
  /** The current page belongs to this area. */
  active: boolean;
  onNavigate?: () => void;
}

/** An area of the menu: a disclosure button over the area's screens. */
export function SidebarGroup({ group, active, onNavigate }: SidebarGroupProps) {
  // Follows the current page until the user opens or closes the group by hand.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? active;
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setToggled(!open)}
        className={cn(
          'flex min-h-9 w-full items-center justify-between rounded-md border-l-2 border-transparent px-3 py-2 text-left text-sm text-fg-inverse-muted transition-colors hover:bg-surface-inverse hover:text-fg-inverse focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-sky-400',
          active && 'text-fg-inverse',
        )}
      >
        <span>{group.title}</span>
        <svg
          viewBox="0 0 16 16"
          aria-hidden="true"
          className={cn(
            'size-3.5 transition-transform motion-reduce:transition-none',
            open && 'rotate-90',
          )}
        >
          <path d="M6 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {/* A closed area keeps its (empty) list for aria-controls, not the links nobody can reach. */}
      <ul id={listId} hidden={!open} className="mt-0.5 flex flex-col gap-0.5">
        {open &&
          group.items.map((item) => (
            <li key={item.title}>
              <SidebarLink item={item} nested onNavigate={onNavigate} />
            </li>
          ))}
      </ul>
    </li>
  );
}
