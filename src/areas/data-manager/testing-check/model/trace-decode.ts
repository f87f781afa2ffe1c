import '@/api/zod-config';

import { decodeAnswer } from '@/api/decode-off-thread';
import type { DataTraceList } from '@/api/generated/model';
import { GetDataTraceListResponse } from '@/api/generated/zod/data-manager/data-manager.zod';
import type { DecodedJson } from '@/api/http-client';
import { buildTraceModel, type TraceModel } from '@/components/charts/trace/trace-model';

/** The chart's model from the contract's answer: times read once, lanes by port type. */
export function traceModelOf({ trace, marker_rcds: markers }: DataTraceList): TraceModel {
  return buildTraceModel(
    {
      lane: trace.map((entry) => entry.portType),
      start: trace.map((entry) => Date.parse(entry.startTime)),
      end: trace.map((entry) => Date.parse(entry.endTime)),
      id: trace.map((entry) => entry.fileId),
    },
    {
      time: markers.map((marker) => Date.parse(marker.timeStamp)),
      id: markers.map((marker) => marker.id),
      label: markers.map((marker) => marker.ruleName ?? null),
    },
  );
}

/** A success answer whose data is the chart's model. */
export interface TraceAnswer {
  code: 0;
  msg: string;
  data: TraceModel;
}

/**
 * The answer's text parsed and checked against the contract's schema, as the HTTP client checks
 * every answer, then turned into the chart's model. Runs in the worker for large answers.
 */
export const decodeTraceAnswer = (text: string): DecodedJson =>
  decodeAnswer(text, GetDataTraceListResponse, (answer): TraceAnswer => ({
    code: 0,
    msg: answer.msg,
    data: traceModelOf(answer.data),
  }));
