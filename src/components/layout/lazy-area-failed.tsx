import { Alert } from '@/components/ui/alert';
import { common, messages } from '@/strings/common';

export interface LazyAreaFailedProps {
  onRetry: () => void;
}

/** A screen's code did not arrive in time (or at all): 页面加载失败，请刷新重试. */
export function LazyAreaFailed({ onRetry }: LazyAreaFailedProps) {
  return (
    <Alert onRetry={onRetry} retryLabel={common.retry}>
      {messages.lazyLoadFailed}
    </Alert>
  );
}
