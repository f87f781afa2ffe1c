import { ws } from 'msw';

import { deviceIdOf, startFeed, tokenFromProtocols } from './feed';

/** The path of the contract's monitor socket on any origin. */
export const monitorLink = ws.link(/\/ws\/monitor(\?.*)?$/);

/** The embedded mock's monitor socket (msw patches the page's WebSocket; no worker involved). */
export const monitorSocketHandler = monitorLink.addEventListener(
  'connection',
  ({ client, info }) => {
    if (tokenFromProtocols(info.protocols) === null) {
      client.close(4401, 'token missing');
      return;
    }
    const stop = startFeed({
      deviceId: deviceIdOf(client.url),
      send: (frame) => client.send(JSON.stringify(frame)),
    });
    if (!stop) {
      client.close(4404, 'no such device');
      return;
    }
    client.addEventListener('close', stop);
  },
);
