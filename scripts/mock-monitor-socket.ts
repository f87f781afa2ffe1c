// The monitor websocket of `npm run mock:server`: the same feed the embedded mock streams, over
// real HTTP upgrades, with the token taken from the Sec-WebSocket-Protocol header as the contract says.
import type { IncomingMessage, Server } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';

import {
  deviceIdOf,
  MONITOR_PROTOCOL,
  startFeed,
  tokenFromProtocols,
} from '../src/mocks/monitor/feed.ts';

/**
 * Hands every upgrade to /ws/monitor to `onClient`, answering with the monitor protocol alone
 * (never echoing the bearer value); upgrades to any other path are refused.
 */
export const onMonitorUpgrade = (
  server: Server,
  onClient: (client: WebSocket, req: IncomingMessage, url: URL) => void,
): WebSocketServer => {
  const sockets = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => (protocols.has(MONITOR_PROTOCOL) ? MONITOR_PROTOCOL : false),
  });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://mock.invalid');
    if (url.pathname !== '/ws/monitor') return socket.destroy();
    sockets.handleUpgrade(req, socket, head, (client) => onClient(client, req, url));
  });
  return sockets;
};

export const attachMonitorSocket = (server: Server): void => {
  onMonitorUpgrade(server, (client, req, url) => {
    const protocols = (req.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim());
    if (tokenFromProtocols(protocols) === null) return client.close(4401, 'token missing');
    const stop = startFeed({
      deviceId: deviceIdOf(url),
      send: (frame) => client.send(JSON.stringify(frame)),
    });
    if (!stop) return client.close(4404, 'no such device');
    client.on('close', stop);
  });
};
