import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { getGetGrafanaCfgUrlQueryOptions } from '@/api/generated/endpoints/data-compute/data-compute';
import { notify } from '@/lib/notify';

import { safeDashboardUrl } from './grafana-url';
import { notifyActionError } from './notify-error';
import { dashboardStrings as s } from './strings';

/**
 * Browsers let a page open a tab only shortly after a click (Chromium: 5 s of transient
 * activation). An answer slower than this is offered as a link the user clicks instead.
 */
export const USER_ACTIVATION_MS = 4000;

export interface OpenDashboard {
  open: (strategyId: number) => Promise<void>;
  /** Id of the strategy whose address is being fetched. */
  pendingId: number | null;
  /** A safe address that came too late to open by itself. */
  readyUrl: string | null;
  dismissReady: () => void;
}

/**
 * Open dashboard: asks the server for the address when clicked (it may have changed) and opens it in a
 * new tab without opener or referrer, but only an http or https address.
 */
export function useOpenDashboard(now: () => number = Date.now): OpenDashboard {
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [readyUrl, setReadyUrl] = useState<string | null>(null);

  const open = async (strategyId: number) => {
    const startedAt = now();
    setPendingId(strategyId);
    try {
      const answer = await queryClient.fetchQuery({
        ...getGetGrafanaCfgUrlQueryOptions({ id: strategyId }),
        staleTime: 0,
      });
      const url = safeDashboardUrl(answer.data.url);
      if (url === null) {
        notify({ kind: 'error', message: s.unsafeUrl });
        return;
      }
      if (now() - startedAt > USER_ACTIVATION_MS) setReadyUrl(url);
      else window.open(url, '_blank', 'noopener,noreferrer');
    } catch (error) {
      notifyActionError(error);
    } finally {
      setPendingId(null);
    }
  };

  return { open, pendingId, readyUrl, dismissReady: () => setReadyUrl(null) };
}
