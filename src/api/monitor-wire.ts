import type { MonitorWsMessage } from '@/api/generated/model';

import type { MonitorBatch } from './monitor-decode';
import { sameGroupHead, samePort } from './monitor-message';

type Group = MonitorWsMessage['groups'][number];
type Port = Group['ports'][number];
type GroupHead = Omit<Group, 'ports'>;

/** What changed in one group: its counts when they did, and the ports that did, by place. */
type GroupChange = [index: number, head: GroupHead | 0, ports: [index: number, port: Port][]];

/** A message whose groups and ports are laid out as in the last one sent for its device. */
interface MessagePatch extends Omit<MonitorWsMessage, 'groups'> {
  changed: GroupChange[];
}

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

// Objects are built field by field, as in the reader: rest and spread copies cost more here than
// the comparisons.

const headOf = ({ busType, all, running, stop, idle }: GroupHead): GroupHead => ({
  busType,
  all,
  running,
  stop,
  idle,
});

const patchOf = (before: MonitorWsMessage, next: MonitorWsMessage): MessagePatch => {
  const changed: GroupChange[] = [];
  for (let g = 0; g < next.groups.length; g += 1) {
    const group = next.groups[g] as Group;
    const old = before.groups[g] as Group;
    // The reader hands back the last group itself when nothing in it changed.
    if (group === old) continue;
    const ports: [number, Port][] = [];
    for (let p = 0; p < group.ports.length; p += 1) {
      const port = group.ports[p] as Port;
      const was = old.ports[p] as Port;
      if (port !== was && !samePort(port, was)) ports.push([p, port]);
    }
    const headChanged = !sameGroupHead(group, old);
    if (headChanged || ports.length > 0) changed.push([g, headChanged ? headOf(group) : 0, ports]);
  }
  const { type, deviceId, timestamp, online, collecting } = next;
  return { type, deviceId, timestamp, online, collecting, changed };
};

const isPatch = (message: WireMessage): message is MessagePatch => 'changed' in message;

const applyPatch = (before: MonitorWsMessage, patch: MessagePatch): MonitorWsMessage => {
  const groups = before.groups.slice();
  for (const [g, head, ports] of patch.changed) {
    const old = groups[g] as Group;
    const nextPorts = ports.length > 0 ? old.ports.slice() : old.ports;
    for (const [p, port] of ports) nextPorts[p] = port;
    const { busType, all, running, stop, idle } = head === 0 ? old : head;
    groups[g] = { busType, all, running, stop, idle, ports: nextPorts };
  }
  const { type, deviceId, timestamp, online, collecting } = patch;
  return { type, deviceId, timestamp, online, collecting, groups };
};

/**
 * The worker's side of one stream of batches: each message whole the first time its device is
 * sent or when its groups are laid out anew, else as a patch on the last one sent.
 */
export const createWireEncoder = () => {
  const sent = new Map<number, MonitorWsMessage>();
  return (batch: MonitorBatch): WireBatch => {
    const messages: WireMessage[] = batch.messages.map((message) => {
      const before = sent.get(message.deviceId);
      sent.set(message.deviceId, message);
      return before && sameLayout(before, message) ? patchOf(before, message) : message;
    });
    return { ...batch, messages: JSON.stringify(messages) };
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
      if (isPatch(item)) {
        const before = known.get(item.deviceId);
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
