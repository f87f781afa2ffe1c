import type { AuthorityCode } from '@/api/generated/model';
import { isNavGroup, visibleNavigation } from '@/components/layout/navigation';

import { roleStrings as s } from '../strings';

/** The menu a member of the role will see: the sidebar's own model, filtered by the codes. */
export function MenuPreview({ codes }: { codes: readonly AuthorityCode[] }) {
  const entries = visibleNavigation(codes);
  return (
    <section
      aria-label={s.previewTitle}
      className="rounded-md bg-surface-inverse p-3 text-sm text-fg-inverse"
    >
      <h3 className="mb-1 font-medium text-fg-inverse">{s.previewTitle}</h3>
      <p className="mb-2 text-xs text-fg-inverse-muted">
        {entries.length > 0 ? s.previewHint : s.previewEmpty}
      </p>
      <ul className="flex flex-col gap-1">
        {entries.map((entry) =>
          isNavGroup(entry) ? (
            <li key={entry.base}>
              <span className="font-medium">{entry.title}</span>
              <ul className="ml-3 text-fg-inverse-muted">
                {entry.items.map((item) => (
                  <li key={item.title}>{item.title}</li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.title} className="font-medium">
              {entry.title}
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
