/** A plain object (not null, not an array), as parsed JSON or stored values are checked. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
