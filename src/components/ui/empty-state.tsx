import type { ReactNode } from 'react';

import { cn } from '@/lib/class-names';

import { uiStrings } from './strings';

export interface EmptyStateProps {
  title?: ReactNode;
  description?: ReactNode;
  /** E.g. an add button. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({
  title = uiStrings.empty,
  description,
  action,
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 px-6 py-12 text-center text-fg-subtle',
        className,
      )}
    >
      <svg viewBox="0 0 48 48" className="size-12 text-fg-faint" aria-hidden="true">
        <path
          d="M6 30l6-18h24l6 18v10H6V30zm0 0h12l2 4h8l2-4h12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <p className="text-sm font-medium text-fg-muted">{title}</p>
      {description ? <p className="max-w-sm text-xs">{description}</p> : null}
      {action ? <div className="pt-2">{action}</div> : null}
    </div>
  );
}
