import { cn } from '@/lib/class-names';

import type { FileTab } from '../search';
import { originalDataStrings as s } from '../strings';

const TABS: readonly { id: FileTab; label: string }[] = [
  { id: 'ori', label: s.oriTab },
  { id: 'data', label: s.dataTab },
];

/** The two file lists; the chosen one lives in the URL. Arrow keys move between tabs. */
export function FileTabs({ tab, onChange }: { tab: FileTab; onChange: (tab: FileTab) => void }) {
  return (
    <div
      role="tablist"
      aria-label={s.tabsLabel}
      className="flex gap-1 border-b border-border-muted"
    >
      {TABS.map((item, index) => (
        <button
          key={item.id}
          type="button"
          role="tab"
          aria-selected={tab === item.id}
          tabIndex={tab === item.id ? 0 : -1}
          onClick={() => onChange(item.id)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
            const next =
              TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
            if (next) onChange(next.id);
          }}
          className={cn(
            '-mb-px border-b-2 px-4 py-2 text-sm',
            tab === item.id
              ? 'border-primary font-medium text-primary-text'
              : 'border-transparent text-fg-muted hover:text-fg',
          )}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
