import { Spinner } from '@/components/ui/spinner';
import { common } from '@/strings/common';

/** Shown while a route waits for its data or code. */
export function RoutePending() {
  return (
    <div data-route-pending="" className="flex items-center gap-2 p-6 text-sm text-fg-muted">
      <Spinner label={common.loading} />
      <span aria-hidden="true">{common.loading}</span>
    </div>
  );
}
