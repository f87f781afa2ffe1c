import type { Faker } from '@faker-js/faker';

export const iso = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** createdAt/updatedAt of a seeded row: created within two years, changed since. */
export const stamp = (f: Faker): { createdAt: string; updatedAt: string } => {
  const created = f.date.past({ years: 2 });
  return {
    createdAt: iso(created),
    updatedAt: iso(f.date.between({ from: created, to: f.defaultRefDate() })),
  };
};

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const WMIS = ['LSJ', 'LSG', 'LFV', 'LGW', 'LRW'];

/** A 17-character VIN of Chinese make, without I, O and Q. */
export const pickVin = (f: Faker): string =>
  f.helpers.arrayElement(WMIS) +
  Array.from({ length: 8 }, () => f.helpers.arrayElement([...VIN_CHARS])).join('') +
  f.string.numeric(6);

/** Deterministic 32-character hex digest stand-in. */
export const pickMd5 = (f: Faker): string =>
  f.string.hexadecimal({ length: 32, prefix: '', casing: 'lower' });

/**
 * Gives seeded rows ids from `first` on; the seeds start where the contract's examples point, so
 * the example requests of the contract find their records.
 */
export const numbered = <T extends object>(
  rows: readonly T[],
  first: number,
): (T & { id: number })[] => rows.map((row, index) => ({ ...row, id: first + index }));
