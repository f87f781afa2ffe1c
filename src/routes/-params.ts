import { notFound } from '@tanstack/react-router';

/** A record id in the path: a positive safe integer, otherwise the not-found screen. */
export function parseRecordId(raw: string): number {
  if (!/^[1-9]\d*$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (!Number.isSafeInteger(id)) throw notFound();
  return id;
}

/** A `{type}` path segment limited to `allowed`, otherwise the not-found screen. */
export function parseMode<const T extends string>(raw: string, allowed: readonly T[]): T {
  const found = allowed.find((mode) => mode === raw);
  if (found === undefined) throw notFound();
  return found;
}
