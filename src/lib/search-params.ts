import { z } from 'zod';

// Pieces for a route's `validateSearch`. Every field is optional and an invalid value reads as
// absent, so a hand-edited or outdated link opens the screen with its defaults instead of failing.

const lenient = <T>(schema: z.ZodType<T>) =>
  z
    .unknown()
    .transform((raw): T | undefined => {
      const parsed = schema.safeParse(raw);
      return parsed.success ? parsed.data : undefined;
    })
    .optional();

const integer = z.coerce.number().int().refine(Number.isSafeInteger);

/** A page number: a positive integer. */
export const searchPage = lenient(integer.min(1));

/** Any integer from 0 (ids, counts, enumeration values). */
export const searchInt = lenient(integer.min(0));

/** Free text, trimmed, at most 100 characters; empty reads as absent. */
export const searchText = lenient(
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim().slice(0, 100))
    .refine((value) => value.length > 0),
);

const listOf = (raw: unknown): unknown[] =>
  Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [raw];

/** Integers from an array or from "1,2,3"; invalid items are dropped, an empty list reads as absent. */
export const searchIntList = z
  .unknown()
  .transform((raw): number[] | undefined => {
    if (raw === undefined || raw === null) return undefined;
    const values = listOf(raw).flatMap((item) => {
      const parsed = integer.min(0).safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    return values.length > 0 ? [...new Set(values)] : undefined;
  })
  .optional();

/** Texts from an array or from "a,b"; blank items are dropped, an empty list reads as absent. */
export const searchTextList = z
  .unknown()
  .transform((raw): string[] | undefined => {
    if (raw === undefined || raw === null) return undefined;
    const values = listOf(raw).flatMap((item) =>
      typeof item === 'string' || typeof item === 'number'
        ? [String(item).trim().slice(0, 100)].filter((value) => value.length > 0)
        : [],
    );
    return values.length > 0 ? [...new Set(values)].slice(0, 200) : undefined;
  })
  .optional();

/** One of `values`, otherwise absent. */
export const searchEnum = <const T extends string>(values: readonly T[]) =>
  z
    .unknown()
    .transform((raw): T | undefined => values.find((value) => value === String(raw)) ?? undefined)
    .optional();

/** Sort direction. */
export const searchSort = searchEnum(['asc', 'desc']);
