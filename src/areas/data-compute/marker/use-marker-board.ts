import { useEffect, useMemo, useState } from 'react';
import { useGetMarkerRuleBoard } from '@/api/generated/endpoints/data-compute/data-compute';
import type { MarkerRuleBoardRequest } from '@/api/generated/model';
import { ruleOptions } from './board-series';

/**
 * The board is a read-only POST (no query key in the contract's hooks): it is asked again whenever
 * its request changes; only the latest answer is shown.
 */
export function useMarkerBoard(request: MarkerRuleBoardRequest) {
  const board = useGetMarkerRuleBoard();
  const key = JSON.stringify(request);
  const { mutate } = board;
  useEffect(() => {
    mutate({ data: JSON.parse(key) as MarkerRuleBoardRequest });
  }, [key, mutate]);
  return {
    data: board.data?.data,
    status: board.status,
    error: board.error,
    retry: () => mutate({ data: JSON.parse(key) as MarkerRuleBoardRequest }),
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
