import type { ReactNode } from 'react';

/** One row of a file as the preview judged it. */
export interface PreviewRow<Request> {
  /** The row's line in the file (the head is line 1). */
  line: number;
  /** Why the row cannot be imported; empty when it can. */
  problems: string[];
  request?: Request;
}

/** A file that cannot be read as the template, or its rows judged. */
export type Preview<Row> = { kind: 'problem'; fileProblem: string } | { kind: 'rows'; rows: Row[] };

export type RowOutcome = { ok: true } | { ok: false; reason: string };

/** A column of the preview table besides the line number and the verdict. */
export interface PreviewColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}
