import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { getGetDataTraceListUrl } from '@/api/generated/endpoints/data-manager/data-manager';
import type { DataTraceQuery } from '@/api/generated/model';
import { postDecoded } from '@/api/post-decoded';

import { decodeTraceText } from '../model/decode-off-thread';
import type { TraceAnswer } from '../model/trace-decode';

/**
 * getDataTraceList read as the chart's model: the client sends it as it sends every call, and the
 * answer's text is parsed and validated off the main thread when it is large.
 */
export function useTrace(body: DataTraceQuery | null) {
  return useQuery({
    queryKey: [getGetDataTraceListUrl(), body],
    enabled: body !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      postDecoded<TraceAnswer>(getGetDataTraceListUrl(), body, decodeTraceText, signal),
  });
}
