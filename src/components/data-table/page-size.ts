/** Rows a list shows when its URL names no page size. */
export const DEFAULT_PAGE_SIZE = 20;
