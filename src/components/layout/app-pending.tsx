import { common } from '@/strings/common';

import { RoutePending } from './route-pending';

/**
 * The shell's frame with a loading status, painted at once while the signed-in layout waits for
 * the current user and for its own code: a slow or failing server never leaves the page blank.
 * It mirrors the shell's sidebar and header, so the shell replaces it without the page jumping.
 */
export function AppPending() {
  return (
    <div className="flex min-h-screen bg-surface-muted text-fg">
      <div className="hidden w-60 shrink-0 bg-surface-inverse lg:block">
        <div className="flex h-14 items-center px-5 text-base font-semibold text-fg-inverse">
          {common.appName}
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex h-14 shrink-0 items-center border-b border-border-muted bg-surface px-4 font-semibold lg:px-6">
          <span className="lg:hidden">{common.appName}</span>
        </div>
        <main className="flex-1 p-4 lg:p-6">
          <RoutePending />
        </main>
      </div>
    </div>
  );
}
