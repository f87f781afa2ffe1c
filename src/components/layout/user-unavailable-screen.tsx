import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import type { CurrentUserUnavailableError } from '@/lib/current-user';
import { common } from '@/strings/common';

import { layoutStrings } from './strings';
import { useDocumentTitle } from './use-document-title';

export interface UserUnavailableScreenProps {
  error: CurrentUserUnavailableError;
  /** Clears the route's error state before the route is loaded again. */
  reset: () => void;
}

/**
 * Shown instead of the console when the current user could not be loaded and no codes are stored:
 * nothing is known of the user's rights, so no screen is offered and none is refused. Retrying
 * loads the route the URL names again, without a reload and without signing in again.
 */
export function UserUnavailableScreen({ error, reset }: UserUnavailableScreenProps) {
  const router = useRouter();
  const [retrying, setRetrying] = useState(false);
  useDocumentTitle(layoutStrings.userUnavailableTitle);
  const retry = () => {
    setRetrying(true);
    reset();
    void router.invalidate().finally(() => setRetrying(false));
  };
  return (
    <main className="flex min-h-screen items-center justify-center bg-surface-muted p-6">
      <section
        aria-labelledby="user-unavailable-title"
        className="flex w-full max-w-lg flex-col items-start gap-4 rounded-lg border border-border-muted bg-surface p-8"
      >
        <h1 id="user-unavailable-title" className="text-xl font-semibold text-fg">
          {layoutStrings.userUnavailableTitle}
        </h1>
        <p className="text-fg-label">{layoutStrings.userUnavailableDescription}</p>
        <p role="alert" className="font-medium text-danger-strong">
          {layoutStrings.userUnavailableCause(error.message)}
        </p>
        <Button variant="primary" onClick={retry} pending={retrying}>
          {common.retry}
        </Button>
      </section>
    </main>
  );
}
