import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import {
  getGetMarkerRuleBoardUrl,
  getMarkerRuleBoard,
} from '@/api/generated/endpoints/data-compute/data-compute';
import type { MarkerRuleBoardRequest } from '@/api/generated/model';

import { ruleOptions } from './board-series';

/**
 * The board is a read that the contract sends as a POST, so the generated hook is a mutation; it is
 * read as a query keyed by its URL and body instead: cached, shared and asked again when the
 * request changes.
 */
export function useMarkerBoard(request: MarkerRuleBoardRequest) {
  const query = useQuery({
    queryKey: [getGetMarkerRuleBoardUrl(), request],
    queryFn: ({ signal }) => getMarkerRuleBoard(request, { signal }),
    select: (answer) => answer.data,
  });
  return {
    data: query.data,
    status: query.status,
    error: query.error,
    retry: () => void query.refetch(),
  };
}

const RULE_WINDOW_DAYS = 30;

/**
 * Every marker rule, for the rule filter: the board without ruleIds lists all rules, also those
 * without hits in the window.
 */
export function useMarkerRules() {
  const [request] = useState<MarkerRuleBoardRequest>(() => {
    const end = new Date();
    const start = new Date(end.getTime() - RULE_WINDOW_DAYS * 86_400_000);
    return { startTime: start.toISOString(), endTime: end.toISOString(), interval: 'day' };
  });
  const board = useMarkerBoard(request);
  return useMemo(() => ruleOptions(board.data), [board.data]);
}
