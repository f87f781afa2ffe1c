import type { SortDirection } from '@tanstack/react-table';

import { cn } from '@/lib/class-names';

import { tableStrings as s } from './strings';

interface SortHeaderProps {
  header: string;
  direction: SortDirection | false;
  onToggle: () => void;
}

/** A column heading that sorts on click; the state is also announced through the cell's aria-sort. */
export function SortHeader({ header, direction, onToggle }: SortHeaderProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-fg focus-visible:outline-2 focus-visible:outline-focus"
    >
      {header}
      <span aria-hidden="true" className="inline-flex flex-col text-[9px] leading-[9px]">
        <span className={cn(direction === 'asc' ? 'text-primary' : 'text-fg-faint')}>▲</span>
        <span className={cn(direction === 'desc' ? 'text-primary' : 'text-fg-faint')}>▼</span>
      </span>
      {direction ? (
        <span className="sr-only">{direction === 'asc' ? s.sortAscending : s.sortDescending}</span>
      ) : null}
    </button>
  );
}
