import type { OriFileDayGroup } from '../../api/generated/model';
import { portMatches } from '../../lib/port-names';
import { type Collection, db, matchesKeyword, type OriFileRecord } from '../db';
import { cstDateTime, cstDayStart } from '../db/data-files-seed';

/** The list calls' filters, as their query strings carry them (absent or empty: no filter). */
export interface FileQuery {
  keyword?: string | null;
  carTeamId?: string | null;
  vin?: string | null;
  plate?: string | null;
  portType?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  status?: string | null;
}

interface FileLike {
  id: number;
  fileName: string;
  vin: string;
  plate: string;
  portType: string;
  startTime: string;
  endTime: string;
  status: string;
  deviceSn?: string;
}

/** Files matching the filters, newest data first; a time range keeps files overlapping it. */
export const filterFiles = <R extends FileLike>(table: Collection<R>, q: FileQuery): R[] => {
  const teamVins = q.carTeamId
    ? new Set(db.vehicles.filter((v) => String(v.carTeamId) === q.carTeamId).map((v) => v.vin))
    : null;
  const from = q.startTime ? Date.parse(q.startTime) : -Infinity;
  const to = q.endTime ? Date.parse(q.endTime) : Infinity;
  return table
    .filter(
      (file) =>
        matchesKeyword(q.keyword, file.fileName, file.deviceSn) &&
        (!teamVins || teamVins.has(file.vin)) &&
        (!q.vin || file.vin === q.vin) &&
        matchesKeyword(q.plate, file.plate) &&
        (!q.portType || portMatches(file.portType, q.portType)) &&
        (!q.status || file.status === q.status) &&
        Date.parse(file.endTime) >= from &&
        Date.parse(file.startTime) <= to,
    )
    .sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime) || b.id - a.id);
};

/** Files by car and day (UTC+8, the day a file starts), newest day first, then by plate. */
export const dayGroups = (
  files: readonly OriFileRecord[],
  withFiles: boolean,
): OriFileDayGroup[] => {
  const groups = new Map<string, OriFileDayGroup>();
  for (const file of files) {
    const date = cstDateTime(cstDayStart(Date.parse(file.startTime))).slice(0, 10);
    const key = `${date}|${file.vin}`;
    const group = groups.get(key) ?? {
      date,
      vin: file.vin,
      plate: file.plate,
      fileCount: 0,
      totalSize: 0,
      files: [],
    };
    group.fileCount += 1;
    group.totalSize += file.size;
    if (withFiles) group.files.push(file);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, files: group.files.reverse() }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.plate.localeCompare(b.plate));
};

/**
 * The plate filter `BENCH-<n>` (n up to 50,000) answers one car-day of n synthetic files on the
 * day the range starts: `npm run bench:files` opens such days (see demo.ts).
 */
export const benchDay = (
  plate: string | null,
  startTime: string | null,
): OriFileDayGroup | null => {
  const count = Number(/^BENCH-(\d+)$/.exec(plate ?? '')?.[1]);
  const car = db.vehicles.all()[0];
  if (!Number.isInteger(count) || count < 1 || count > 50_000 || !car || !startTime) return null;
  const dayStart = cstDayStart(Date.parse(startTime));
  const step = Math.floor(86_400_000 / count);
  const files: OriFileRecord[] = Array.from({ length: count }, (_, index) => ({
    id: 9_000_001 + index,
    fileName: `${car.vin}_CAN1_${index}.raw`,
    vin: car.vin,
    plate: car.plate,
    portType: 'CAN1',
    size: 1_048_576,
    startTime: cstDateTime(dayStart + index * step),
    endTime: cstDateTime(dayStart + (index + 1) * step),
    uploadTime: cstDateTime(dayStart + (index + 1) * step),
    status: 'parsed',
    deviceSn: 'VD3000-BENCH',
    validFlag: 1,
    remark: '',
  }));
  const date = cstDateTime(dayStart).slice(0, 10);
  return {
    date,
    vin: car.vin,
    plate: car.plate,
    fileCount: count,
    totalSize: count * 1_048_576,
    files,
  };
};
