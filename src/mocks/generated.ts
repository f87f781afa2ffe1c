import { faker } from '@faker-js/faker/locale/zh_CN';
import { getResponse, http, type RequestHandler } from 'msw';

import { MOCK_SEED } from './demo';
import { generatedMockFactories } from './generated-index';

/** Contract areas that have generated handlers (the keys follow the OpenAPI tags). */
export const generatedAreas = Object.keys(generatedMockFactories);

/** Fresh generated handlers (faker data answering every contract call with code 0). */
export const createGeneratedHandlers = (): RequestHandler[] =>
  Object.values(generatedMockFactories).flatMap((factory) => factory());

/** FNV-1a over the request's method, path and query, mixed with the mock's seed. */
const seedFor = (request: Request): number => {
  const url = new URL(request.url);
  const key = `${request.method} ${url.pathname}${url.search}`;
  let hash = 0x811c9dc5 ^ MOCK_SEED;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};

/**
 * The generated handlers behind one entry that seeds faker from the request itself, so the same
 * call gets the same answer on every reload. Requests are answered one at a time: the generated
 * code draws from the shared faker instance, and two requests must not interleave their draws.
 */
export const createDeterministicGeneratedHandlers = (): RequestHandler[] => {
  const generated = createGeneratedHandlers();
  let queue: Promise<unknown> = Promise.resolve();
  const answer: Parameters<typeof http.all>[1] = ({ request }) => {
    const response = queue.then(() => {
      faker.seed(seedFor(request));
      return getResponse(generated, request);
    });
    queue = response.catch(() => undefined);
    return response;
  };
  // Only contract paths: page assets must never wait in this queue.
  return [http.all('*/api/*', answer), http.all('*/zd-proxy/*', answer)];
};

export const generatedHandlers: RequestHandler[] = createDeterministicGeneratedHandlers();
