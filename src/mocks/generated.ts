import type { RequestHandler } from 'msw';
import { generatedMockFactories } from './generated-index';

/** Contract areas that have generated handlers (the keys follow the OpenAPI tags). */
export const generatedAreas = Object.keys(generatedMockFactories);

/** Fresh generated handlers (faker data answering every contract call with code 0). */
export const createGeneratedHandlers = (): RequestHandler[] =>
  Object.values(generatedMockFactories).flatMap((factory) => factory());

export const generatedHandlers: RequestHandler[] = createGeneratedHandlers();
