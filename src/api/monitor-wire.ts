import type { MonitorWsMessage } from '@/api/generated/model';

import type { MonitorBatch } from './monitor-decode';
import { sameGroupHead, samePort } from './monitor-message';

type Group = MonitorWsMessage['groups'][number];
type Port = Group['ports'][number];

/** A port in a patch: its status and rate alone while its number and name stay, else whole. */
type PortChange = Port | [status: Port['status'], bytesPerSecond: number];

/** What changed in one group: its place, its counts when they did (else 0), then the place and
 * the port of every port that did, one after the other. */
type GroupChange = [
  group: number,
  counts: [all: number, running: number, stop: number, idle: number] | 0,
  ...ports: (number | PortChange)[],
];

/**
 * A message whose groups and ports are laid out as in the last one sent for its device: its own
 * fields (0 for one that stayed), then what changed in each group that did. An array, so the page
 * tells it from a whole message, and flat, so it is short to write, send and read.
 */
type MessagePatch = [
  deviceId: number,
  timestamp: string,
  type: MonitorWsMessage['type'] | 0,
  online: boolean | 0,
  collecting: boolean | 0,
  ...groups: GroupChange[],
];

type WireMessage = MonitorWsMessage | MessagePatch;

/**
 * A batch as a worker hands it to the page: its messages as JSON text, which the page parses
 * several times faster than it would take the same messages as cloned objects, and each message
 * only as far as it differs from the last one sent for its device (most of a device's ports stay
 * as they were from one message to the next).
 */
export interface WireBatch extends Omit<MonitorBatch, 'messages'> {
  messages: string;
}

/** Whether `next` has the groups and ports of `before` in the same places (a patch can say it). */
const sameLayout = (before: MonitorWsMessage, next: MonitorWsMessage) =>
  before.groups.length === next.groups.length &&
  next.groups.every((group, g) => {
    const old = before.groups[g];
    return old?.busType === group.busType && old.ports.length === group.ports.length;
  });

// A patch is written as text piece by piece: its numbers and booleans as they are, its strings
// through JSON.stringify. Every value in it has passed the contract's schema.

const portText = (port: Port, was: Port): string =>
  port.index === was.index && port.name === was.name
    ? `[${String(port.status)},${String(port.bytesPerSecond)}]`
    : JSON.stringify(port);

const groupText = (g: number, group: Group, old: Group): string | undefined => {
  let ports = '';
  for (let p = 0; p < group.ports.length; p += 1) {
    const port = group.ports[p] as Port;
    const was = old.ports[p] as Port;
    if (port !== was && !samePort(port, was)) ports += `,${String(p)},${portText(port, was)}`;
  }
  const headChanged = !sameGroupHead(group, old);
  if (!headChanged && ports === '') return undefined;
  const counts = headChanged
    ? `[${String(group.all)},${String(group.running)},${String(group.stop)},${String(group.idle)}]`
    : '0';
  return `[${String(g)},${counts}${ports}]`;
};

/** A message's flag as a patch writes it: 0 when it stayed. */
const flagText = (value: boolean, was: boolean) => (value === was ? '0' : String(value));

const patchText = (before: MonitorWsMessage, next: MonitorWsMessage): string => {
  let text =
    `[${String(next.deviceId)},${JSON.stringify(next.timestamp)},` +
    `${next.type === before.type ? '0' : JSON.stringify(next.type)},` +
    `${flagText(next.online, before.online)},${flagText(next.collecting, before.collecting)}`;
  for (let g = 0; g < next.groups.length; g += 1) {
    const group = next.groups[g] as Group;
    const old = before.groups[g] as Group;
    // The reader hands back the last group itself when nothing in it changed.
    if (group === old) continue;
    const change = groupText(g, group, old);
    if (change !== undefined) text += `,${change}`;
  }
  return `${text}]`;
};

const applyPatch = (before: MonitorWsMessage, patch: MessagePatch): MonitorWsMessage => {
  const [deviceId, timestamp, type, online, collecting] = patch;
  const groups = before.groups.slice();
  for (let c = 5; c < patch.length; c += 1) {
    const change = patch[c] as GroupChange;
    const g = change[0];
    const old = groups[g] as Group;
    const ports = change.length > 2 ? old.ports.slice() : old.ports;
    for (let i = 2; i < change.length; i += 2) {
      const p = change[i] as number;
      const port = change[i + 1] as PortChange;
      const was = old.ports[p] as Port;
      ports[p] = Array.isArray(port)
        ? { index: was.index, name: was.name, status: port[0], bytesPerSecond: port[1] }
        : port;
    }
    const [all, running, stop, idle] =
      change[1] === 0 ? [old.all, old.running, old.stop, old.idle] : change[1];
    groups[g] = { busType: old.busType, all, running, stop, idle, ports };
  }
  return {
    type: type === 0 ? before.type : type,
    deviceId,
    timestamp,
    online: online === 0 ? before.online : online,
    collecting: collecting === 0 ? before.collecting : collecting,
    groups,
  };
};

/**
 * The worker's side of one stream of batches: each message whole the first time its device is
 * sent or when its groups are laid out anew, else as a patch on the last one sent.
 */
export const createWireEncoder = () => {
  const sent = new Map<number, MonitorWsMessage>();
  return (batch: MonitorBatch): WireBatch => {
    const items = batch.messages.map((message) => {
      const before = sent.get(message.deviceId);
      sent.set(message.deviceId, message);
      return before && sameLayout(before, message)
        ? patchText(before, message)
        : JSON.stringify(message);
    });
    const { count, expired, receivedAt } = batch;
    return { count, expired, receivedAt, messages: `[${items.join(',')}]` };
  };
};

/**
 * The page's side of the same stream, from a worker of the console's own that checked every
 * message before sending it: patches are laid on the last message of their device. Every batch
 * of the stream must pass through, in order.
 */
export const createWireDecoder = () => {
  const known = new Map<number, MonitorWsMessage>();
  return (wire: WireBatch): MonitorBatch => {
    const messages: MonitorWsMessage[] = [];
    for (const item of JSON.parse(wire.messages) as WireMessage[]) {
      let message: MonitorWsMessage;
      if (Array.isArray(item)) {
        const before = known.get(item[0]);
        if (!before) {
          console.error('Monitor patch without its device’s earlier message; skipped', item);
          continue;
        }
        message = applyPatch(before, item);
      } else message = item;
      known.set(message.deviceId, message);
      messages.push(message);
    }
    return { ...wire, messages };
  };
};
