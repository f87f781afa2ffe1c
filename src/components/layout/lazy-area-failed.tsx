import { Alert } from '@/components/ui/alert';
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
