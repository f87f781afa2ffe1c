import { http, HttpResponse, type RequestHandler } from 'msw';

import { operations } from '../../api/generated/operations';
import { fail } from '../respond';
import { contentDisposition, deterministicBytes, emptyZip } from './bytes';
import { nonJsonMediaTypes } from './media-types';
import { type FileAnswer, fileSources } from './sources';

const fallback = (operationId: string, mediaType: string): FileAnswer => {
  if (mediaType === 'application/zip') return { fileName: `${operationId}.zip`, body: emptyZip() };
  if (mediaType.startsWith('text/')) return { fileName: `${operationId}.txt`, body: '\uFEFF' };
  return { fileName: `${operationId}.bin`, body: deterministicBytes(operationId) };
};

/**
 * One handler per contract call whose success answer is not JSON, answering with the media type
 * the contract names, an attachment file name and content from the store where there is some.
 */
export const fileHandlers: RequestHandler[] = operations.flatMap((op) => {
  const mediaType = nonJsonMediaTypes[op.operationId];
  if (op.responseKind === 'json' || mediaType === undefined) return [];
  const method = op.method.toLowerCase() as Lowercase<typeof op.method>;
  const path = `*${op.base}${op.path.replace(/\{([^}]+)\}/g, ':$1')}`;
  return [
    http[method](path, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const source = fileSources[op.operationId];
      const answer = source ? source(params) : fallback(op.operationId, mediaType);
      if (!('fileName' in answer)) return fail(answer);
      const type = mediaType.startsWith('text/') ? `${mediaType}; charset=utf-8` : mediaType;
      return new HttpResponse(answer.body, {
        headers: {
          'Content-Type': type,
          'Content-Disposition': contentDisposition(answer.fileName),
        },
      });
    }),
  ];
});
