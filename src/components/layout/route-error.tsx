import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';

import { failureText } from '@/api/errors';
import { Alert } from '@/components/ui/alert';
import { common } from '@/strings/common';

import { layoutStrings } from './strings';

/** Error boundary of every route: says what failed and offers a retry (reloads the route's data). */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  const retry = () => {
    queryErrorReset.reset();
    reset();
    void router.invalidate();
  };
  // Only the client's own errors carry a message meant for users; anything else is a bug.
  const detail = failureText(error, layoutStrings.routeErrorDescription);
  return (
    <div className="p-2">
      <Alert title={layoutStrings.routeErrorTitle} onRetry={retry} retryLabel={common.retry}>
        {detail}
      </Alert>
    </div>
  );
}
