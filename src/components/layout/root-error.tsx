import type { ErrorComponentProps } from '@tanstack/react-router';

import { RouteError } from './route-error';

/** Last-resort boundary: even the layout failed, so the error gets the whole page. */
export function RootError(props: ErrorComponentProps) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-surface-muted p-6">
      <div className="w-full max-w-lg">
        <RouteError {...props} />
      </div>
    </main>
  );
}
