// npm run mock:server [-- --scenario NAME] [--port N]: the console's mock handlers over plain HTTP,
// for non-browser clients, backend teams and the contract conformance checker.
import { createServer as createHttpServer } from 'node:http';
import { parseArgs } from 'node:util';

import { handlersFor, isScenarioName, scenarioNames } from '../src/mocks/scenarios/index.ts';
import { attachMonitorSocket } from './mock-monitor-socket.ts';
import { createMockListener } from './mocks/node-handler.ts';

const { values } = parseArgs({
  options: {
    scenario: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string' },
  },
});

const scenario = values.scenario;
if (scenario !== undefined && !isScenarioName(scenario)) {
  console.error(`Unknown scenario "${scenario}". Known: ${scenarioNames.join(', ')}`);
  process.exit(2);
}

const port = Number(values.port ?? process.env.MOCK_PORT ?? 4010);
const host = values.host ?? process.env.MOCK_HOST ?? '127.0.0.1';

const answer = createMockListener(handlersFor(scenario));
// msw answers "no response" with Response.error(), which cannot travel over HTTP: drop the
// connection instead, which is what a client sees when the network is down.
const dropsConnections = scenario === 'network-down';
const server = createHttpServer((req, res) => {
  if (dropsConnections && /^\/(api|zd-proxy)\//.test(req.url ?? '')) {
    req.socket.destroy();
    return;
  }
  answer(req, res);
});
attachMonitorSocket(server);
server.listen(port, host, () => {
  const suffix = scenario ? ` (scenario: ${scenario})` : '';
  console.log(`Mock server listening on http://${host}:${port}${suffix}`);
  console.log('Demo account: admin / Vdaq@2026, captcha 8888 always accepted. Ctrl-C stops it.');
});

const stop = (): void => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
