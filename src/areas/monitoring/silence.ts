/**
 * The server sends every device at least every 5 s (contract); three missed beats and a running
 * port's state is no longer known, so it is marked.
 */
export const SILENT_AFTER_MS = 15_000;
