import { type CSSProperties, type ReactNode, useDeferredValue, useEffect, useId } from 'react';

import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/class-names';
import { common, messages } from '@/strings/common';

export interface DashboardCardProps {
  title: string;
  /** The card's own filters, right of the title. */
  filters?: ReactNode;
  status: 'pending' | 'error' | 'success';
  error?: unknown;
  /** True when the answer holds nothing to show. */
  empty?: boolean;
  onRetry: () => void;
  retrying?: boolean;
  /** A newer answer is on its way (the old one stays shown, dimmed). */
  fetching?: boolean;
  /** Height of the body in px, the same in every state so the board never jumps. */
  bodyHeight: number;
  /**
   * Height of the body below the `sm` breakpoint, for a body whose content stacks on a narrow
   * screen (it is `bodyHeight` when left out).
   */
  narrowBodyHeight?: number;
  className?: string;
  children?: ReactNode;
}

/**
 * One dataset of the board: a region named by its h2, with loading, error (the get-data-failed message with a retry
 * of this card alone), empty and data states. A failure is logged here and stays inside the card.
 */
export function DashboardCard({
  title,
  filters,
  status,
  error,
  empty = false,
  onRetry,
  retrying = false,
  fetching = false,
  bodyHeight,
  narrowBodyHeight = bodyHeight,
  className,
  children,
}: DashboardCardProps) {
  const headingId = useId();
  useEffect(() => {
    if (status === 'error') console.error(`[dashboard] ${title}`, error);
  }, [status, error, title]);

  const body =
    status === 'pending' ? (
      <CardSkeleton />
    ) : status === 'error' ? (
      <Alert title={messages.getDataFailed} onRetry={onRetry} retrying={retrying} />
    ) : empty ? (
      <EmptyState className="h-full py-0" title={common.empty} />
    ) : (
      <div className={cn('h-full transition-opacity', fetching && 'opacity-60')}>{children}</div>
    );
  // The body is rendered at a lower priority than the update that brought it: a new answer first
  // re-renders what is cheap (title, filters) and keeps the previous body, then React renders the
  // new body in slices it can interrupt, so seven answers landing together never block the page.
  const shown = useDeferredValue(body, <CardSkeleton />);

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={status === 'pending' || fetching || undefined}
      // A card out of sight is neither laid out nor painted until it comes near (its last size, or
      // its body's height and room for the title and filters, holds its place meanwhile).
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-lg border border-border-muted bg-surface p-4 shadow-sm',
        '[content-visibility:auto] [contain-intrinsic-block-size:auto_calc(var(--body-narrow)+10rem)]',
        'sm:[contain-intrinsic-block-size:auto_calc(var(--body)+6rem)]',
        className,
      )}
      style={
        { '--body': `${bodyHeight}px`, '--body-narrow': `${narrowBodyHeight}px` } as CSSProperties
      }
    >
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="text-base font-semibold text-fg">
          {title}
        </h2>
        {filters ? <div className="flex flex-wrap items-end gap-2">{filters}</div> : null}
      </div>
      <div className="relative h-(--body-narrow) min-w-0 sm:h-(--body)">{shown}</div>
    </section>
  );
}

function CardSkeleton() {
  return (
    <div role="status" className="flex h-full animate-pulse flex-col gap-3">
      <span className="sr-only">{common.loading}</span>
      <div className="h-4 w-1/3 rounded bg-surface-hover" />
      <div className="min-h-0 flex-1 rounded bg-surface-hover" />
    </div>
  );
}
