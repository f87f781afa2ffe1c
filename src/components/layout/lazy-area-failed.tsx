import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { common, messages } from '@/strings/common';

export interface LazyAreaFailedProps {
  onRetry: () => void;
}

/** A screen's code did not arrive in time (or at all): the catalogued load-failure message. */
export function LazyAreaFailed({ onRetry }: LazyAreaFailedProps) {
  return (
    <Alert onRetry={onRetry} retryLabel={common.retry}>
      {messages.lazyLoadFailed}
    </Alert>
  );
}

/** The same message sized for a bar (the header's tools): one line with the retry button beside it. */
export function LazyPartFailedInline({ onRetry }: LazyAreaFailedProps) {
  return (
    <div className="flex items-center gap-2 text-xs">
      <span role="alert" className="text-danger-text">
        {messages.lazyLoadFailed}
      </span>
      <Button size="sm" onClick={onRetry}>
        {common.retry}
      </Button>
    </div>
  );
}
