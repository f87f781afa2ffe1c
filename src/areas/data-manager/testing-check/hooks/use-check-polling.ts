import { useCallback } from 'react';

import type { TestCheck } from '@/api/generated/model';
import { useDocumentVisibility } from '@/lib/use-document-visibility';

/** How often a running check is read again until its result is in. */
export const CHECK_POLL_MS = 2000;

/**
 * The polling rule of a check: read it again every few seconds while it runs, never once it has
 * a result, and never while the tab is hidden (it resumes on return).
 */
export function checkPollInterval(
  check: Pick<TestCheck, 'result'> | undefined,
  visibility: DocumentVisibilityState,
): number | false {
  if (visibility === 'hidden') return false;
  return check?.result === 'running' ? CHECK_POLL_MS : false;
}

interface CheckQuery {
  state: { data?: { data: Pick<TestCheck, 'result'> } | undefined };
}

/** The rule as a check query's `refetchInterval`, re-read when the tab is hidden or shown. */
export function useCheckPollInterval(): (query: CheckQuery) => number | false {
  const visibility = useDocumentVisibility();
  return useCallback(
    (query: CheckQuery) => checkPollInterval(query.state.data?.data, visibility),
    [visibility],
  );
}
