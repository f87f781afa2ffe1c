import { Button } from '@/components/ui/button';

import { carTeamInfoStrings as s } from './strings';

export interface ChosenEntry {
  id: number;
  primary: string;
  secondary: string;
}

interface ChosenListProps {
  title: string;
  entries: readonly ChosenEntry[];
  onRemove: (id: number) => void;
}

/** What the fleet will hold, each with a button to take it out again. */
export function ChosenList({ title, entries, onRemove }: ChosenListProps) {
  return (
    <section className="flex min-w-0 flex-col gap-2" aria-label={title}>
      <h3 className="text-sm font-medium text-fg-soft">{title}</h3>
      {entries.length === 0 ? (
        <p className="rounded-md border border-dashed border-border px-3 py-6 text-center text-sm text-fg-subtle">
          {s.noneChosen}
        </p>
      ) : (
        <ul className="flex max-h-80 flex-col overflow-y-auto rounded-md border border-border-muted">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex items-center gap-2 border-b border-border-subtle px-3 py-1.5 text-sm last:border-b-0"
            >
              <span className="w-28 shrink-0 truncate text-fg">{entry.primary}</span>
              <span className="min-w-0 flex-1 truncate font-mono text-xs text-fg-muted">
                {entry.secondary}
              </span>
              <Button size="sm" variant="ghost" onClick={() => onRemove(entry.id)}>
                <span aria-hidden="true">×</span>
                <span className="sr-only">{s.remove(entry.primary)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
