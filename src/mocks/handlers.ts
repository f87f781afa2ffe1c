import type { RequestHandler } from 'msw';

import { authGuard } from './auth';
import { generatedHandlers } from './generated';
import { statefulHandlers } from './stateful';

/**
 * The normal mock: the left-most handler that answers wins. The guard answers 1021 when a call
 * that needs a token has none; stateful handlers answer from the store; generated handlers
 * answer every other contract call with faker data.
 */
export const handlers: RequestHandler[] = [authGuard, ...statefulHandlers, ...generatedHandlers];
