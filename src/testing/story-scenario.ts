import { http, HttpResponse } from 'msw';

import { type ScenarioName, scenarios } from '@/mocks/scenarios';

/**
 * Story parameters that run a story against one of the mock's named fault scenarios, the same
 * handler objects `?scenario=NAME` uses in the browser and the tests use with `server.use`.
 */
export const scenarioParameters = (name: ScenarioName) => ({
  msw: { handlers: { scenario: scenarios[name] } },
});

const GPS_TRACE = '*/api/out/gps/getTrace';

/** How the GPS call answers a story: with no fix, failing, or not yet. */
const gpsAnswers = {
  none: () => HttpResponse.json({ code: 0, msg: 'success', data: [] }),
  failed: () => HttpResponse.json({ code: 500, msg: '服务器错误', data: null }, { status: 500 }),
  pending: () => new Promise<never>(() => undefined),
} as const;

/** Story parameters where the GPS trace call (`getGpsTrace`) answers as `answer` says. */
export const gpsParameters = (answer: keyof typeof gpsAnswers) => ({
  msw: { handlers: { scenario: [http.post(GPS_TRACE, gpsAnswers[answer])] } },
});
