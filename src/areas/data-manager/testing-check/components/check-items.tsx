import type { TestCheckItem } from '@/api/generated/model';

import { testingCheckStrings as s } from '../strings';

const tone: Record<TestCheckItem['result'], string> = {
  passed: 'text-success-text',
  warning: 'text-warning-text',
  failed: 'text-danger-text',
  skipped: 'text-fg-subtle',
};

/** Each item with its verdict, the rule it was judged by and what was found. */
export function CheckItems({ items }: { items: TestCheckItem[] }) {
  return (
    <ul className="flex max-h-72 flex-col gap-2 overflow-auto text-sm">
      {items.map((item) => (
        <li key={item.id} className="border-b border-border-subtle pb-1">
          <p>
            <span className={tone[item.result]}>{s.results[item.result]}</span> {item.name}
          </p>
          <p className="text-xs text-fg-subtle">{s.judged(item.expected, item.actual)}</p>
          {item.message && <p className="text-xs">{item.message}</p>}
        </li>
      ))}
    </ul>
  );
}
