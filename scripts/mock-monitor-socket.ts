// The monitor websocket of `npm run mock:server`: the same feed the embedded mock streams, over
// real HTTP upgrades, with the token taken from the Sec-WebSocket-Protocol header as the contract says.
import type { Server } from 'node:http';
import { WebSocketServer } from 'ws';
import {
  deviceIdOf,
  MONITOR_PROTOCOL,
  startFeed,
  tokenFromProtocols,
} from '../src/mocks/monitor/feed.ts';

export const attachMonitorSocket = (server: Server): void => {
  const sockets = new WebSocketServer({
    noServer: true,
    // Echo only the protocol, never the bearer value.
    handleProtocols: (protocols) => (protocols.has(MONITOR_PROTOCOL) ? MONITOR_PROTOCOL : false),
  });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://mock.invalid');
    if (url.pathname !== '/ws/monitor') return socket.destroy();
    sockets.handleUpgrade(req, socket, head, (client) => {
      const protocols = (req.headers['sec-websocket-protocol'] ?? '')
        .split(',')
        .map((p) => p.trim());
      if (tokenFromProtocols(protocols) === null) return client.close(4401, 'token missing');
      const stop = startFeed({
        deviceId: deviceIdOf(url),
        send: (message) => client.send(JSON.stringify(message)),
      });
      if (!stop) return client.close(4404, 'no such device');
      client.on('close', stop);
    });
  });
};
