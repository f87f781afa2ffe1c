import { PROVINCES, vehicleIdStrings as s } from './strings';

const CHAR = /^[A-HJ-NP-Z0-9]$/;
/** Small new-energy cars: D (electric) or F (other) then a letter or digit and four digits. */
const NEW_ENERGY_SMALL = /^[DF][A-HJ-NP-Z0-9]\d{4}$/;
/** Large new-energy vehicles: five digits then D or F. */
const NEW_ENERGY_LARGE = /^\d{5}[DF]$/;

/** Why a mainland plate (ordinary or new-energy) is not valid; undefined when it is. */
export function plateProblem(input: string): string | undefined {
  const plate = input.trim().toUpperCase();
  if (plate === '') return s.plateEmpty;
  const [province = '', city = '', ...rest] = [...plate];
  if (!PROVINCES.includes(province)) return s.plateProvince;
  if (!/^[A-HJ-NP-Z]$/.test(city)) return s.plateCity;
  const tail = rest.join('');
  if (tail.length !== 5 && tail.length !== 6) return s.plateLength;
  if (![...tail].every((char) => CHAR.test(char))) return s.plateChars;
  if (tail.length === 6 && !NEW_ENERGY_SMALL.test(tail) && !NEW_ENERGY_LARGE.test(tail))
    return s.plateNewEnergy;
  return undefined;
}

/** Plates as they are stored and compared: trimmed, letters upper case. */
export const normalizePlate = (input: string): string => input.trim().toUpperCase();
