import type { EditTarget } from '@/components/forms/form-dialog';

/** What a form dialog is open for: a new record, or one to edit; null when closed. */
export type DialogTarget<T> = EditTarget<T>;

/** A dialog that is open: for a new record, or for one row. */
export type OpenTarget<T> = NonNullable<DialogTarget<T>>;
