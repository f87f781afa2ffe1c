// The bench's monitor socket, served from Node on the bench's own HTTP server: a snapshot of every
// device when the console connects, then port changes at a chosen rate, sent in batches every
// 10 ms, each batch one frame holding an array of messages. Messages are assembled from
// precomputed pieces so Node keeps up with 10,000 changes per second; the send time of every
// change is kept here, and the page only reports when it applied and painted them.
import type { Server } from 'node:http';
import type { WebSocket } from 'ws';

import { epochNow } from '../../src/lib/epoch-now.ts';
import { onMonitorUpgrade } from '../mock-monitor-socket.ts';

const PORTS = 16;
const TICK_MS = 10;

export interface PhaseResult {
  /** Changes sent during the phase. */
  sent: number;
  /** When each change was sent (ms since the epoch), in order. */
  sentAt: Float64Array;
  /** How long the sending took, in ms. */
  durationMs: number;
}

export interface MonitorGenerator {
  /** Resolves once a console has connected and been sent the snapshot. */
  connected: Promise<void>;
  /** Sends `rate` port changes per second for `seconds`; what was sent and when. */
  run(rate: number, seconds: number): Promise<PhaseResult>;
  close(): void;
}

export const attachMonitorGenerator = (server: Server, devices: number): MonitorGenerator => {
  // Every port's JSON in both states it toggles between.
  const portText = Array.from({ length: PORTS }, (_, p) =>
    [1, 2].map((status) =>
      JSON.stringify({ index: p + 1, name: `CAN${p + 1}`, status, bytesPerSecond: 0 }),
    ),
  );
  const running = Array.from({ length: devices }, () => new Uint8Array(PORTS).fill(1));
  const messageText = (d: number, type: 'snapshot' | 'update', timestamp: string) => {
    const state = running[d] as Uint8Array;
    let ports = '';
    let count = 0;
    for (let p = 0; p < PORTS; p += 1) {
      const on = state[p] === 1;
      if (on) count += 1;
      ports += (p === 0 ? '' : ',') + (portText[p] as string[])[on ? 0 : 1];
    }
    return (
      `{"type":"${type}","deviceId":${d + 1},"timestamp":"${timestamp}","online":true,` +
      `"collecting":${count > 0},"groups":[{"busType":"CAN","all":${PORTS},"running":${count},` +
      `"stop":${PORTS - count},"idle":0,"ports":[${ports}]},` +
      `{"busType":"LIN","all":0,"running":0,"stop":0,"idle":0,"ports":[]}]}`
    );
  };

  let client: WebSocket | undefined;
  let onConnected: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  const sockets = onMonitorUpgrade(server, (ws) => {
    client = ws;
    const timestamp = new Date().toISOString();
    ws.send(
      `[${Array.from({ length: devices }, (_, d) => messageText(d, 'snapshot', timestamp)).join(',')}]`,
    );
    ws.on('close', () => {
      if (client === ws) client = undefined;
    });
    onConnected();
  });

  let tick = 0;
  const run = (rate: number, seconds: number) =>
    new Promise<PhaseResult>((resolve) => {
      const total = Math.round(rate * seconds);
      const sentAt = new Float64Array(total);
      let sent = 0;
      const started = epochNow();
      const timer = setInterval(() => {
        const now = epochNow();
        const due = Math.min(total, Math.floor(((now - started) / 1000) * rate)) - sent;
        const timestamp = new Date().toISOString();
        const parts: string[] = [];
        for (let i = 0; i < due && client; i += 1) {
          const d = tick % devices;
          const p = Math.floor(tick / devices) % PORTS;
          tick += 1;
          const state = running[d] as Uint8Array;
          state[p] = state[p] === 1 ? 0 : 1;
          parts.push(messageText(d, 'update', timestamp));
        }
        if (client && parts.length > 0) {
          // The tick's changes go in one frame, as the contract allows a server to batch them.
          sentAt.fill(epochNow(), sent, sent + parts.length);
          client.send(parts.length === 1 ? (parts[0] as string) : `[${parts.join(',')}]`);
          sent += parts.length;
        }
        if (sent >= total || epochNow() - started >= seconds * 1000 + 1000) {
          clearInterval(timer);
          resolve({ sent, sentAt: sentAt.subarray(0, sent), durationMs: epochNow() - started });
        }
      }, TICK_MS);
    });

  return {
    connected,
    run,
    close: () => {
      client?.close(1000);
      sockets.close();
    },
  };
};
