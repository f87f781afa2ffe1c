import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { useAuthorities } from '@/lib/authority';

import { type RecordGroup, recordGroups, type RecordHit } from './record-groups';

/** How long typing must pause before the records are searched. */
export const SEARCH_PAUSE_MS = 250;

/** The shortest text searched among records (pages match from the first letter). */
const MIN_RECORD_TERM = 2;

export type RecordSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; reason: string; retry: () => void }
  | { status: 'done'; hits: RecordHit[] };

export interface RecordSearchGroup {
  group: RecordGroup;
  state: RecordSearchState;
}

/**
 * `text` once typing has paused, else ''. While the user types, the term is '' at once, so the
 * search of the text before has no observer left and TanStack Query cancels its request.
 */
function useSettledTerm(text: string): string {
  const wanted = text.trim();
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(wanted), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  return settled === wanted ? wanted : '';
}

/**
 * The records matching `text`, one group per kind the user may see, each with its own state: one
 * kind failing leaves the others shown.
 */
export function useRecordSearch(text: string): RecordSearchGroup[] {
  const held = useAuthorities();
  const wanted = text.trim();
  const searched = wanted.length >= MIN_RECORD_TERM;
  const term = useSettledTerm(searched ? wanted : '');
  const groups = recordGroups.filter((group) => held.includes(group.code));
  const results = useQueries({
    queries: groups.map((group) => ({
      queryKey: ['command-palette', group.id, term] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => group.search(term, signal),
      enabled: term !== '',
    })),
  });
  return groups.map((group, index): RecordSearchGroup => {
    const result = results[index];
    if (!searched || result === undefined) return { group, state: { status: 'idle' } };
    if (term === '' || result.isPending || (result.isError && result.isFetching))
      return { group, state: { status: 'loading' } };
    if (result.isError) {
      const retry = () => void result.refetch();
      return { group, state: { status: 'failed', reason: result.error.message, retry } };
    }
    return { group, state: { status: 'done', hits: result.data } };
  });
}
