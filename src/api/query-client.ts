import { QueryClient } from '@tanstack/react-query';

import { isApiError } from './errors';

const MAX_READ_RETRIES = 1;

/**
 * Only a read that failed for a reason that may pass (5xx, no answer, timeout) is worth a second
 * try; business codes, an expired session, a broken contract, a cancel and 4xx will fail the same.
 */
export const isRetryable = (error: unknown): boolean => {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status !== undefined && error.status >= 500;
};

export const shouldRetryQuery = (failureCount: number, error: unknown): boolean =>
  failureCount < MAX_READ_RETRIES && isRetryable(error);

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        // The client already reports a failed network at once; never park queries as paused.
        networkMode: 'always',
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: {
        retry: false,
        networkMode: 'always',
      },
    },
  });

export const queryClient = createQueryClient();
