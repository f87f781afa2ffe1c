import type {
  DataTraceColumns,
  DataTraceEntry,
  DataTraceList,
  DataTraceMarker,
  DataTraceMarkerColumns,
  DataTraceSteps,
} from '../../api/generated/model';
import { MOCK_SEED } from '../demo';
import { createRandom, seedFor } from './random';
import { markerRules } from './strategy-seed';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Days and times are China Standard Time, as the platform's users read them. */
const CST_MS = 8 * HOUR_MS;
const FILE_MS = 5 * 60_000;

/** The ports every demo car records. */
export const tracePorts = ['CAN1', 'CAN2', 'CAN3', 'LIN1', 'ETH1'] as const;

/** A demo VIN whose trace is of a chosen size: LBENCH and the number of entries in 11 digits. */
export const benchVin = (entries: number): string => `LBENCH${String(entries).padStart(11, '0')}`;
/** A demo VIN whose trace call fails (HTTP 500), for the error state. */
export const failingTraceVin = 'LFAULT00000000000';

export const benchEntries = (vin: string): number | null => {
  const match = /^LBENCH(\d{11})$/.exec(vin);
  return match ? Number(match[1]) : null;
};

/** A moment as the contract writes it, in +08:00. */
export const cstIso = (ms: number): string =>
  `${new Date(ms + CST_MS).toISOString().slice(0, 19)}+08:00`;

/** Midnight (CST) of the day `ms` falls on. */
export const cstDay = (ms: number): number => Math.floor((ms + CST_MS) / DAY_MS) * DAY_MS - CST_MS;

export interface Dropout {
  port: string;
  from: number;
  to: number;
}

interface DayTrace {
  entries: DataTraceEntry[];
  markers: DataTraceMarker[];
  dropouts: Dropout[];
  /** The drives of the day, from the first file's start to the last one's end (before margins). */
  drives: { from: number; to: number }[];
}

/**
 * One car's day: two or three drives, each port recording 5-minute files that overlap by a few
 * seconds, and now and then a port dropping out for 2 to 20 minutes while the others record.
 */
export function dayTrace(vin: string, dayStart: number, firstId: number): DayTrace {
  const random = createRandom(seedFor(MOCK_SEED, `${vin}@${cstIso(dayStart)}`));
  const entries: DataTraceEntry[] = [];
  const markers: DataTraceMarker[] = [];
  const dropouts: Dropout[] = [];
  const spans: { from: number; to: number }[] = [];
  let id = firstId;
  const drives = random.int(2, 3);
  let clock = dayStart + random.int(6, 8) * HOUR_MS + random.int(0, 59) * 60_000;
  for (let d = 0; d < drives; d += 1) {
    const end = Math.min(dayStart + DAY_MS - 60_000, clock + random.int(90, 200) * 60_000);
    spans.push({ from: clock, to: end });
    for (const port of tracePorts) {
      let t = clock + random.int(0, 20) * 1000;
      while (t < end) {
        const stop = Math.min(end, t + FILE_MS);
        if (random.next() < 0.03) {
          const gap = random.int(2, 20) * 60_000;
          dropouts.push({ port, from: t, to: Math.min(end, t + gap) });
          t += gap;
          continue;
        }
        entries.push({
          portType: port,
          startTime: cstIso(t),
          endTime: cstIso(stop + 2000),
          fileId: id,
        });
        id += 1;
        t = stop;
      }
    }
    for (let m = random.int(3, 12); m > 0; m -= 1) {
      const rule = random.pick(markerRules);
      const at = clock + Math.floor(random.next() * (end - clock));
      markers.push({
        id: 880_000 + (id % 100_000) * 10 + m,
        timeStamp: cstIso(at),
        ruleName: rule.name,
      });
    }
    clock = end + random.int(45, 150) * 60_000;
    if (clock > dayStart + DAY_MS - HOUR_MS) break;
  }
  return { entries, markers, dropouts, drives: spans };
}

export interface GpsDrive {
  from: number;
  to: number;
  /** A stretch of the drive without a fix (a tunnel, a lost signal), or null. */
  lost: { from: number; to: number } | null;
}

/**
 * The drives of a car's day as its GPS saw them: the same drives as its trace, one of them with a
 * stretch of 3 to 12 minutes without a fix (seeded by VIN and day, so always the same stretch).
 */
export function gpsDrivesOf(vin: string, dayStart: number): GpsDrive[] {
  const { drives } = dayTrace(vin, dayStart, 0);
  const random = createRandom(seedFor(MOCK_SEED, `gps:${vin}@${cstIso(dayStart)}`));
  const lossy = random.int(0, Math.max(0, drives.length - 1));
  return drives.map((drive, index) => {
    const length = random.int(3, 12) * 60_000;
    if (index !== lossy || drive.to - drive.from < 3 * length) return { ...drive, lost: null };
    const from =
      drive.from + Math.floor((0.2 + 0.5 * random.next()) * (drive.to - drive.from - length));
    return { ...drive, lost: { from, to: from + length } };
  });
}

/**
 * A trace of exactly `count` entries and `markerCount` markers spread over [from, to], for the
 * benchmark and the demo VINs: files of equal length per port, a few overlapping, a few missing.
 */
export function sizedTrace(
  count: number,
  markerCount: number,
  from: number,
  to: number,
): DataTraceList {
  const random = createRandom(seedFor(MOCK_SEED, `bench-${count}`));
  const perPort = Math.max(1, Math.ceil(count / tracePorts.length));
  const step = (to - from) / perPort;
  const blockSize = Math.max(1, Math.floor(perPort / 50));
  const trace: DataTraceEntry[] = [];
  for (let i = 0; trace.length < count; i += 1) {
    const port = tracePorts[i % tracePorts.length] ?? 'CAN1';
    const slot = Math.floor(i / tracePorts.length);
    // A port falls silent for a fiftieth of the range now and then: its entries of that stretch
    // pile up at the stretch's start, so the count holds and the stretch is a gap.
    const block = Math.floor(slot / blockSize);
    const silent = block % 13 === (i % tracePorts.length) * 2 + 1;
    const start = from + (silent ? block * blockSize : slot) * step;
    const length = step * (silent ? 0.5 : random.next() < 0.1 ? 1.3 : 1);
    trace.push({
      portType: port,
      startTime: cstIso(start),
      endTime: cstIso(start + length),
      fileId: 1 + i,
    });
  }
  const marker_rcds: DataTraceMarker[] = Array.from({ length: markerCount }, (_, i) => ({
    id: 1 + i,
    timeStamp: cstIso(from + ((i + random.next()) * (to - from)) / markerCount),
    ruleName: random.pick(markerRules).name,
  }));
  return { trace, marker_rcds };
}

/**
 * A trace in the contract's columnar layout (layout=columns): the same entries and markers, times
 * in ms after `origin`, ports by their index in `ports`.
 */
export function traceColumns(list: DataTraceList, origin: number): DataTraceColumns {
  const ports: string[] = [];
  const indexOf = new Map<string, number>();
  const port = list.trace.map(({ portType }) => {
    let index = indexOf.get(portType);
    if (index === undefined) {
      index = ports.push(portType) - 1;
      indexOf.set(portType, index);
    }
    return index;
  });
  return {
    layout: 'columns',
    origin: cstIso(origin),
    ports,
    trace: {
      port,
      start: list.trace.map((entry) => Date.parse(entry.startTime) - origin),
      end: list.trace.map((entry) => Date.parse(entry.endTime) - origin),
      fileId: list.trace.map((entry) => entry.fileId),
    },
    marker_rcds: markerColumns(list.marker_rcds, origin),
  };
}

function markerColumns(markers: DataTraceMarker[], origin: number): DataTraceMarkerColumns {
  return {
    id: markers.map((marker) => marker.id),
    time: markers.map((marker) => Date.parse(marker.timeStamp) - origin),
    ruleName: markers.map((marker) => marker.ruleName ?? null),
  };
}

/**
 * A trace in the contract's steps layout (layout=steps): the same entries grouped by port (in order
 * of first appearance) and by start within a port, each as its start's step from the one before in
 * its group (the first after `origin`), its duration, and its file id's step from the entry before.
 */
export function traceSteps(list: DataTraceList, origin: number): DataTraceSteps {
  const groups = new Map<string, { start: number; end: number; fileId: number }[]>();
  for (const entry of list.trace) {
    const group = groups.get(entry.portType) ?? [];
    if (group.length === 0) groups.set(entry.portType, group);
    group.push({
      start: Date.parse(entry.startTime) - origin,
      end: Date.parse(entry.endTime) - origin,
      fileId: entry.fileId,
    });
  }
  const trace: DataTraceSteps['trace'] = { count: [], startStep: [], duration: [], fileIdStep: [] };
  let fileId = 0;
  for (const group of groups.values()) {
    group.sort((a, b) => a.start - b.start);
    trace.count.push(group.length);
    group.forEach((entry, i) => {
      trace.startStep.push(entry.start - (i === 0 ? 0 : (group[i - 1]?.start ?? 0)));
      trace.duration.push(entry.end - entry.start);
      trace.fileIdStep.push(entry.fileId - fileId);
      fileId = entry.fileId;
    });
  }
  return {
    layout: 'steps',
    origin: cstIso(origin),
    ports: [...groups.keys()],
    trace,
    marker_rcds: markerColumns(list.marker_rcds, origin),
  };
}

/** The layouts of a getDataTraceList answer: rows unless the call names another. */
export type TraceLayout = 'rows' | 'columns' | 'steps';

export const traceLayoutOf = (asked: string | null | undefined): TraceLayout =>
  asked === 'columns' || asked === 'steps' ? asked : 'rows';

/** A trace in the layout a call asked for, the compact layouts' times after `origin`. */
export function traceInLayout(
  list: DataTraceList,
  origin: number,
  layout: TraceLayout,
): DataTraceList | DataTraceColumns | DataTraceSteps {
  if (layout === 'columns') return traceColumns(list, origin);
  return layout === 'steps' ? traceSteps(list, origin) : list;
}
