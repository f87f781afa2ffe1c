import { type ScenarioName, scenarios } from '@/mocks/scenarios';

/**
 * Story parameters that run a story against one of the mock's named fault scenarios, the same
 * handler objects `?scenario=NAME` uses in the browser and the tests use with `server.use`.
 */
export const scenarioParameters = (name: ScenarioName) => ({
  msw: { handlers: { scenario: scenarios[name] } },
});
