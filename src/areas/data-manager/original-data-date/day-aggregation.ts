import type { OriFileDayGroup } from '@/api/generated/model';

export interface CarDay {
  vin: string;
  plate: string;
  fileCount: number;
  totalSize: number;
}

export interface DayTotal {
  date: string;
  fileCount: number;
  totalSize: number;
  /** Cars with files that day, the busiest first. */
  cars: CarDay[];
}

/** Per-day totals of a month from the car-day groups (listOriFilesByDate without files). */
export function aggregateDays(groups: readonly OriFileDayGroup[]): Map<string, DayTotal> {
  const days = new Map<string, DayTotal>();
  for (const group of groups) {
    const day = days.get(group.date) ?? { date: group.date, fileCount: 0, totalSize: 0, cars: [] };
    day.fileCount += group.fileCount;
    day.totalSize += group.totalSize;
    const car = day.cars.find((c) => c.vin === group.vin);
    if (car) {
      car.fileCount += group.fileCount;
      car.totalSize += group.totalSize;
    } else {
      day.cars.push({
        vin: group.vin,
        plate: group.plate,
        fileCount: group.fileCount,
        totalSize: group.totalSize,
      });
    }
    days.set(group.date, day);
  }
  for (const day of days.values()) day.cars.sort((a, b) => b.totalSize - a.totalSize);
  return days;
}

/** The month's days as calendar weeks starting on Monday; null pads the first and last week. */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, mon] = month.split('-').map(Number);
  if (!year || !mon) return [];
  const first = new Date(Date.UTC(year, mon - 1, 1));
  const length = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= length; day += 1) {
    cells.push(`${month}-${String(day).padStart(2, '0')}`);
  }
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
