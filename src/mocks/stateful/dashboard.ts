import type { RequestHandler } from 'msw';

/** Stateful answers of this part of the contract (the generated ones answer until then). */
export const dashboardHandlers: RequestHandler[] = [];
