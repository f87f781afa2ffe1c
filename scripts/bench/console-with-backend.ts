import type { Server } from 'node:http';

import { createConsoleServer } from '../serve/server.ts';

/** Starts `server` on a free port of 127.0.0.1 and gives the port. */
export const listen = (server: Server): Promise<number> =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );

/**
 * The built console in `root` served as `npm start` serves it in proxy mode, its /api, /zd-proxy
 * and /ws going to `backend`; both on free ports, closed together.
 */
export async function serveWithBackend(
  root: string,
  backend: Server,
): Promise<{ origin: string; close: () => void }> {
  const apiPort = await listen(backend);
  const web = createConsoleServer({ root, target: new URL(`http://127.0.0.1:${apiPort}`) });
  const port = await listen(web);
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => {
      web.close();
      backend.close();
    },
  };
}
