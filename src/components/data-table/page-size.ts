/** Rows a list shows when its URL names no page size. */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * Rows of a list that shares its place with more: a list inside a dialog, or a second list on a
 * screen that has another one below it.
 */
export const COMPACT_PAGE_SIZE = 10;
