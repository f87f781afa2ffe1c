/** What a form dialog is open for: a new record, or one to edit; null when closed. */
export type DialogTarget<T> = { kind: 'add' } | { kind: 'edit'; row: T } | null;
