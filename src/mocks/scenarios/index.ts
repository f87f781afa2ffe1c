import type { RequestHandler } from 'msw';

import { handlers } from '../handlers';
import { emptyScenario } from './empty';
import { hostileScenario } from './hostile';
import { networkDownScenario } from './network-down';
import { serverErrorScenario } from './server-error';
import { sessionExpiredScenario } from './session-expired';
import { slowScenario } from './slow';

export const scenarioNames = [
  'slow',
  'server-error',
  'network-down',
  'session-expired',
  'empty',
  'hostile',
] as const;

export type ScenarioName = (typeof scenarioNames)[number];

/** Handlers to put in front of the normal ones (msw `use(...)` in tests and stories). */
export const scenarios: Record<ScenarioName, RequestHandler[]> = {
  slow: slowScenario,
  'server-error': serverErrorScenario,
  'network-down': networkDownScenario,
  'session-expired': sessionExpiredScenario,
  empty: emptyScenario,
  hostile: hostileScenario,
};

export const isScenarioName = (value: string | null | undefined): value is ScenarioName =>
  scenarioNames.some((name) => name === value);

/** The whole handler list for a scenario (or the normal mock without one). */
export const handlersFor = (scenario?: ScenarioName | null): RequestHandler[] =>
  scenario ? [...scenarios[scenario], ...handlers] : [...handlers];
