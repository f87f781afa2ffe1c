import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { getGetDataTraceListUrl } from '@/api/generated/endpoints/data-manager/data-manager';
import type { DataTraceQuery } from '@/api/generated/model';
import { postDecoded } from '@/api/post-decoded';

import { decodeTraceBytes } from '../model/decode-off-thread';
import type { TraceAnswer } from '../model/trace-decode';

/**
 * The answer's steps layout: about a sixth of the bytes of the rows and half of the columns', parsed
 * without a date string, its entries already grouped by port and in order.
 */
const STEPS = { layout: 'steps' } as const;

/**
 * getDataTraceList read as the chart's model: the client sends it as it sends every call, asking for
 * the steps layout, and the answer's bytes are read, parsed, validated and split into the lanes' typed
 * arrays off the main thread when it is large (a row answer is read as well).
 */
export function useTrace(body: DataTraceQuery | null) {
  return useQuery({
    queryKey: [getGetDataTraceListUrl(STEPS), body],
    enabled: body !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      // A day's trace runs to megabytes: its worker loads while the answer is on its way.
      decodeTraceBytes.warm();
      return postDecoded<TraceAnswer>(
        getGetDataTraceListUrl(STEPS),
        body,
        decodeTraceBytes,
        signal,
      );
    },
  });
}
