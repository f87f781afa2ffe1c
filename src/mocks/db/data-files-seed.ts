import type { DataFile, DataFileStatus, OriFile } from '../../api/generated/model';
import { MOCK_SEED } from '../demo';
import { Collection } from './collection';
import type { DeviceRecord } from './device-seed';
import type { VehicleRecord } from './master-seed';
import { createRandom, type Random, seedFor } from './random';

export type OriFileRecord = OriFile;
export type DataFileRecord = DataFile;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CST = 8 * HOUR;
const MB = 1_048_576;
/** Days of data before today (today's morning is there too, still arriving). */
export const DATA_FILE_DAYS = 60;
const CARS = 12;

/** An instant as the platform writes it: wall time in UTC+8 with its offset. */
export const cstDateTime = (ms: number): string =>
  `${new Date(ms + CST).toISOString().slice(0, 19)}+08:00`;

/** Midnight (UTC+8) of the day holding `ms`. */
export const cstDayStart = (ms: number): number => Math.floor((ms + CST) / DAY) * DAY - CST;

const compact = (ms: number): string => cstDateTime(ms).slice(0, 19).replace(/[-:T]/g, '');

/**
 * Ports per car, named as devices name them (bus prefix and index): every car has CAN1; the
 * others come and go with its fit-out, so some cars record CAN3, LIN2, FlexRay1 or ETH1.
 */
const portsOf = (index: number): string[] =>
  [
    'CAN1',
    index % 2 === 0 ? 'CAN2' : null,
    index % 3 === 2 ? 'CAN3' : null,
    index % 3 === 0 ? 'LIN1' : null,
    index % 4 === 2 ? 'LIN2' : null,
    index % 5 === 3 ? 'FlexRay1' : null,
    index % 4 === 1 ? 'ETH1' : null,
  ].filter((port): port is string => port !== null);

const bytesPerHour = (port: string, random: Random): number => {
  if (port.startsWith('ETH')) return random.int(180, 420) * MB;
  if (port.startsWith('LIN')) return random.int(2, 6) * MB;
  if (port.startsWith('FlexRay')) return random.int(10, 25) * MB;
  return random.int(30, 80) * MB;
};

interface Segment {
  vin: string;
  plate: string;
  port: string;
  deviceSn: string;
  start: number;
  end: number;
  size: number;
  status: DataFileStatus;
}

/**
 * Two-hour recordings per port on the days a car drives: whole days off, a port that drops out for
 * a while (gaps) and a recording that starts before the previous one ended (overlaps).
 */
const segmentsOf = (
  car: VehicleRecord,
  index: number,
  deviceSn: string,
  today: number,
  now: number,
  random: Random,
): Segment[] => {
  const segments: Segment[] = [];
  for (let back = DATA_FILE_DAYS; back >= 0; back -= 1) {
    const day = today - back * DAY;
    // Cars rest one day a week each (a different one per car) and on some other days.
    if ((back + index) % 7 === 0 || random.next() < 0.2) continue;
    const from = day + random.int(7, 10) * HOUR + random.int(0, 5) * 10 * 60_000;
    const hours = random.int(6, 10);
    for (const port of portsOf(index)) {
      let at = from + (port === 'CAN1' ? 0 : random.int(0, 20) * 60_000);
      const until = from + hours * HOUR;
      while (at < until) {
        const length = Math.min(2 * HOUR, until - at);
        const end = at + length;
        if (end > now) break;
        if (random.next() > 0.08) {
          const fresh = now - end < 3 * HOUR;
          const status: DataFileStatus = fresh
            ? random.pick(['uploading', 'uploaded', 'parsing'] as const)
            : random.next() < 0.03
              ? 'failed'
              : 'parsed';
          const size = Math.round((bytesPerHour(port, random) * length) / HOUR);
          segments.push({
            vin: car.vin,
            plate: car.plate,
            port,
            deviceSn,
            start: at,
            end,
            size,
            status,
          });
        }
        // Now and then the device restarts a recording a few minutes early: the files overlap.
        at = end - (random.next() < 0.1 ? random.int(1, 5) * 60_000 : 0);
      }
    }
  }
  return segments;
};

/**
 * Original files (as devices uploaded them) and data files (their parsed form) of a dozen cars over
 * the last two months, relative to today so that the screens' default ranges show data.
 */
export const seedDataFiles = (
  vehicles: readonly VehicleRecord[],
  devices: readonly DeviceRecord[],
  now: number = Date.now(),
) => {
  // Thousands of rows: made once per day and copied on every reset (tests reset before each case).
  const key = `${cstDayStart(now)}|${vehicles.map((car) => car.vin).join()}`;
  if (cached?.key !== key) cached = { key, ...generate(vehicles, devices, now) };
  return { oriFiles: Collection.of(cached.ori), dataFiles: Collection.of(cached.data) };
};

let cached: { key: string; ori: OriFileRecord[]; data: DataFileRecord[] } | undefined;

const generate = (
  vehicles: readonly VehicleRecord[],
  devices: readonly DeviceRecord[],
  now: number,
) => {
  const random = createRandom(seedFor(MOCK_SEED, 'data-files'));
  const today = cstDayStart(now);
  const segments = vehicles.slice(0, CARS).flatMap((car, index) => {
    const device = devices.find((d) => d.carId === car.id);
    const deviceSn = device?.serialNo ?? `VD3000-2026-${String(900 + index).padStart(5, '0')}`;
    return segmentsOf(car, index, deviceSn, today, now, random);
  });
  segments.sort((a, b) => a.start - b.start || a.vin.localeCompare(b.vin));
  const ori: OriFileRecord[] = [];
  const data: DataFileRecord[] = [];
  segments.forEach((segment, index) => {
    const name = `${segment.vin}_${segment.port}_${compact(segment.start)}`;
    const common = {
      vin: segment.vin,
      plate: segment.plate,
      portType: segment.port,
      startTime: cstDateTime(segment.start),
      endTime: cstDateTime(segment.end),
      uploadTime: cstDateTime(Math.min(now, segment.end + random.int(1, 30) * 60_000)),
    };
    ori.push({
      ...common,
      id: 700_001 + index,
      fileName: `${name}.raw`,
      size: segment.size * 2,
      status: segment.status,
      deviceSn: segment.deviceSn,
      validFlag: random.next() < 0.02 ? 0 : 1,
      remark: '',
    });
    if (segment.status === 'uploading' || segment.status === 'uploaded') return;
    data.push({
      ...common,
      id: 500_001 + index,
      fileName: `${name}.blf`,
      size: segment.size,
      status: segment.status,
    });
  });
  return { ori, data };
};
