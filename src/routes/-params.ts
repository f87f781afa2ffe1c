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

/**
 * The `{id}` of a create route: 0 opens a blank form, any other id starts from a copy of that
 * record. The edit mode takes a record id only.
 */
export function parseFormId(mode: string, createMode: string, raw: string): number {
  return mode === createMode && raw === '0' ? 0 : parseRecordId(raw);
}
