import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock for Vitest: `server.use(...scenarios.empty)` switches a test to a scenario. */
export const server = setupServer(...handlers);
