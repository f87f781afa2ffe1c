import { setupServer } from 'msw/node';

import { handlers } from './handlers';
import { monitorSocketHandler } from './monitor/socket-handler';

/** Every handler of the node mock: the calls, and the monitor socket streaming from the same store. */
export const nodeHandlers = [...handlers, monitorSocketHandler];

/** The mock for Vitest: `server.use(...scenarios.empty)` switches a test to a scenario. */
export const server = setupServer(...nodeHandlers);
