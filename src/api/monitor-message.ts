import type { MonitorWsMessage } from '@/api/generated/model';
import {
  GetMonitorSnapshotResponse,
  getMonitorSnapshotResponseTwoDataGroupsItemPortsMax,
  getMonitorSnapshotResponseTwoDataGroupsMax,
} from '@/api/generated/zod/monitoring/monitoring.zod';

// The snapshot call's data is the websocket message (the contract says so), so its generated
// schema checks every frame without a second, hand-written one.
const messageSchema = GetMonitorSnapshotResponse.def.right.shape.data;

/** A frame's parsed JSON as a message, or undefined when it is not one (logged by the caller). */
export const parseMonitorMessage = (value: unknown): MonitorWsMessage | undefined => {
  const result = messageSchema.safeParse(value);
  return result.success ? result.data : undefined;
};

const groupSchema = messageSchema.shape.groups.element;
const portSchema = groupSchema.shape.ports.element;
const headSchema = messageSchema.omit({ groups: true });
const groupHeadSchema = groupSchema.omit({ ports: true });

type Group = MonitorWsMessage['groups'][number];
type Port = Group['ports'][number];
type GroupHead = Omit<Group, 'ports'>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Values kept per field by a FieldMemo before it starts again. */
const MEMO_VALUES = 64;

/**
 * The values the schema has accepted for each field of an object whose fields it checks each on
 * its own (no rule ties two fields together, as in the port and group schemas): an object whose
 * every field holds one of them is valid without a second check. A field whose values vary
 * widely (a port's rate) keeps at most MEMO_VALUES and starts again, so the memo stays small.
 */
const createFieldMemo = <K extends string>(fields: readonly K[]) => {
  const accepted = fields.map(() => new Set<unknown>());
  return {
    has: (raw: Record<string, unknown>) =>
      fields.every((field, i) => accepted[i]?.has(raw[field]) === true),
    add(value: Record<K, unknown>) {
      fields.forEach((field, i) => {
        const values = accepted[i];
        if (!values) return;
        if (values.size >= MEMO_VALUES) values.clear();
        values.add(value[field]);
      });
    },
  };
};

const portMemo = createFieldMemo(['index', 'name', 'status', 'bytesPerSecond'] as const);
const groupHeadMemo = createFieldMemo(['busType', 'all', 'running', 'stop', 'idle'] as const);

/** Whether every field of `raw` equals the port `known` (raw may be anything parsed). */
export const samePort = (raw: Partial<Record<keyof Port, unknown>>, known: Port) =>
  raw.index === known.index &&
  raw.name === known.name &&
  raw.status === known.status &&
  raw.bytesPerSecond === known.bytesPerSecond;

/** A port as the schema reads it, or the device's last valid port when every field is the same. */
const readPort = (raw: unknown, known: Port | undefined): Port | undefined => {
  if (!isObject(raw)) return undefined;
  if (known && samePort(raw, known)) return known;
  if (portMemo.has(raw)) {
    const { index, name, status, bytesPerSecond } = raw as unknown as Port;
    return { index, name, status, bytesPerSecond };
  }
  const result = portSchema.safeParse(raw);
  if (!result.success) return undefined;
  portMemo.add(result.data);
  const { index, name, status, bytesPerSecond } = result.data;
  return { index, name, status, bytesPerSecond };
};

/** Whether the group fields of `raw` (all but its ports) equal those of `known`. */
export const sameGroupHead = (raw: Partial<Record<keyof GroupHead, unknown>>, known: GroupHead) =>
  raw.busType === known.busType &&
  raw.all === known.all &&
  raw.running === known.running &&
  raw.stop === known.stop &&
  raw.idle === known.idle;

/** The group's own fields: the last valid group's when they are all the same, else the schema's. */
const readGroupHead = (raw: unknown, known: Group | undefined): GroupHead | undefined => {
  if (!isObject(raw)) return undefined;
  if (known && sameGroupHead(raw, known)) return known;
  if (groupHeadMemo.has(raw)) {
    const { busType, all, running, stop, idle } = raw as unknown as GroupHead;
    return { busType, all, running, stop, idle };
  }
  const head = groupHeadSchema.safeParse(raw);
  if (!head.success) return undefined;
  groupHeadMemo.add(head.data);
  const { busType, all, running, stop, idle } = head.data;
  return { busType, all, running, stop, idle };
};

const readGroup = (raw: unknown, known: Group | undefined): Group | undefined => {
  const head = readGroupHead(raw, known);
  if (!head || !isObject(raw)) return undefined;
  const { ports } = raw;
  if (!Array.isArray(ports) || ports.length > getMonitorSnapshotResponseTwoDataGroupsItemPortsMax) {
    return undefined;
  }
  const read: Port[] = [];
  let same = head === known && ports.length === known.ports.length;
  for (let i = 0; i < ports.length; i += 1) {
    const port = readPort(ports[i] as unknown, known?.ports[i]);
    if (!port) return undefined;
    if (port !== known?.ports[i]) same = false;
    read.push(port);
  }
  // Nothing in it changed: the last group itself.
  if (same && known) return known;
  const { busType, all, running, stop, idle } = head;
  return { busType, all, running, stop, idle, ports: read };
};

// Objects are built field by field: copying the schema's output objects with a spread costs
// several times more than checking them.

/**
 * A reader of one socket's messages that gives the same answer as parseMonitorMessage, faster:
 * each message holds a device's whole state, and from one message to the next only a few ports
 * change. A port whose every field equals the device's last valid message's port there has been
 * checked already and is taken from it, and so are a group's own fields and the message's (its
 * timestamp when it equals one the schema accepted, which the messages of one server tick share);
 * everything else goes through the contract's schema, but for a port or a group whose every
 * field holds a value the schema accepted before for that field (see createFieldMemo).
 */
export const createMessageReader = () => {
  const last = new Map<number, MonitorWsMessage>();
  /** The last timestamp the schema accepted: the messages of one server tick share it. */
  let checkedTimestamp: unknown;
  /**
   * The message's own fields, read as the schema reads them. Those equal to the device's last
   * valid message's (and a timestamp the schema accepted already) need no second check: the
   * schema checks each field on its own.
   */
  const readHead = (
    value: Record<string, unknown>,
  ): [head: Omit<MonitorWsMessage, 'groups'>, known: MonitorWsMessage | undefined] | undefined => {
    const known = typeof value.deviceId === 'number' ? last.get(value.deviceId) : undefined;
    const { timestamp } = value;
    if (
      known &&
      value.type === known.type &&
      value.online === known.online &&
      value.collecting === known.collecting &&
      (timestamp === known.timestamp || timestamp === checkedTimestamp) &&
      typeof timestamp === 'string'
    ) {
      const { type, deviceId, online, collecting } = known;
      return [{ type, deviceId, timestamp, online, collecting }, known];
    }
    const head = headSchema.safeParse(value);
    if (!head.success) return undefined;
    checkedTimestamp = head.data.timestamp;
    const { type, deviceId, online, collecting } = head.data;
    return [
      { type, deviceId, timestamp: head.data.timestamp, online, collecting },
      last.get(deviceId),
    ];
  };
  return (value: unknown): MonitorWsMessage | undefined => {
    if (!isObject(value)) return undefined;
    const read = readHead(value);
    if (!read) return undefined;
    const [head, known] = read;
    const { groups } = value;
    if (!Array.isArray(groups) || groups.length > getMonitorSnapshotResponseTwoDataGroupsMax) {
      return undefined;
    }
    const readGroups: Group[] = [];
    for (let i = 0; i < groups.length; i += 1) {
      const raw: unknown = groups[i];
      // A group is matched with the last message's group of the same bus type and place.
      const before = known?.groups[i];
      const group = readGroup(
        raw,
        before && isObject(raw) && raw.busType === before.busType ? before : undefined,
      );
      if (!group) return undefined;
      readGroups.push(group);
    }
    const { type, deviceId, timestamp, online, collecting } = head;
    const message: MonitorWsMessage = {
      type,
      deviceId,
      timestamp,
      online,
      collecting,
      groups: readGroups,
    };
    last.set(message.deviceId, message);
    return message;
  };
};

/** The protocol the client speaks; the server echoes it. */
export const MONITOR_PROTOCOL = 'vdaq.monitor.v1';

/** The subprotocols of a monitor socket: the token travels here, never in the URL. */
export const monitorProtocols = (token: string): string[] => [MONITOR_PROTOCOL, `bearer.${token}`];

/** The socket's same-origin URL: every device, or one. */
export const monitorUrl = (location: Pick<Location, 'protocol' | 'host'>, deviceId?: number) => {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = deviceId === undefined ? '' : `?deviceId=${deviceId}`;
  return `${scheme}://${location.host}/ws/monitor${query}`;
};
