// Pieces for a route's `validateSearch`. Every field is optional and an invalid value reads as
// absent, so a hand-edited or outdated link opens the screen with its defaults instead of failing.
// Plain functions rather than a schema library: route files are part of the first download.

export type SearchField<T> = (raw: unknown) => T | undefined;

const toInteger = (raw: unknown): number | undefined => {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
};

/** A page number: a positive integer. */
export const searchPage: SearchField<number> = (raw) => {
  const value = toInteger(raw);
  return value !== undefined && value >= 1 ? value : undefined;
};

/** A record id chosen in the URL (a device, a car): a positive integer. */
export const searchId: SearchField<number> = (raw) => searchPage(raw);

/** Any integer from 0 (ids, counts, enumeration values). */
export const searchInt: SearchField<number> = toInteger;

const toText = (raw: unknown): string | undefined => {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const text = String(raw).trim().slice(0, 100);
  return text.length > 0 ? text : undefined;
};

/** Free text, trimmed, at most 100 characters; empty reads as absent. */
export const searchText: SearchField<string> = toText;

const listOf = (raw: unknown): unknown[] =>
  Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [raw];

const distinct = <T>(values: (T | undefined)[]): T[] | undefined => {
  const kept = [...new Set(values.filter((value): value is T => value !== undefined))];
  return kept.length > 0 ? kept.slice(0, 200) : undefined;
};

/** Integers from an array or from "1,2,3"; invalid items are dropped, an empty list reads as absent. */
export const searchIntList: SearchField<number[]> = (raw) =>
  raw === undefined || raw === null ? undefined : distinct(listOf(raw).map(toInteger));

/** Texts from an array or from "a,b"; blank items are dropped, an empty list reads as absent. */
export const searchTextList: SearchField<string[]> = (raw) =>
  raw === undefined || raw === null ? undefined : distinct(listOf(raw).map(toText));

/** One of `values`, otherwise absent. */
export const searchEnum =
  <const T extends string>(values: readonly T[]): SearchField<T> =>
  (raw) =>
    values.find((value) => value === String(raw));

/** Sort direction. */
export const searchSort = searchEnum(['asc', 'desc']);

type SearchOf<S extends Record<string, SearchField<unknown>>> = {
  [K in keyof S]?: S[K] extends SearchField<infer T> ? T : never;
};

/**
 * A route's `validateSearch` from its fields; keys outside the shape are dropped. A field that is
 * invalid or absent is still named, as undefined: the router lays the validated search over the
 * URL's raw one, so a value left out would show through raw (`?fleets={}` as an object).
 */
export const searchSchema =
  <S extends Record<string, SearchField<unknown>>>(shape: S) =>
  (search: Record<string, unknown>): SearchOf<S> => {
    const result: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) result[key] = read(search[key]);
    return result as SearchOf<S>;
  };
