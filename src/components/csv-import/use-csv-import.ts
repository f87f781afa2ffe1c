import { useState } from 'react';

import { type ApiError, failureText, isApiError } from '@/api/errors';

import { NotUtf8Error, readCsvFile } from './read-csv-file';
import { csvImportStrings as s } from './strings';
import type { Preview, PreviewRow, RowOutcome } from './types';

interface CsvImportOptions<Request, Row extends PreviewRow<Request>> {
  /** Judges the file's text (may ask the server what exists already). */
  preview: (text: string) => Promise<Preview<Row>>;
  /** Saves the good rows: one call per row, or one call for all of them (all or nothing). */
  save:
    | { each: (request: Request) => Promise<unknown> }
    | { all: (requests: Request[]) => Promise<unknown> };
  /** After a run: how many rows went in and how many failed. */
  onDone: (ok: number, failed: number) => void;
  saveFailed: string;
}

const answerLost = (error: unknown): error is ApiError =>
  isApiError(error) && (error.kind === 'timeout' || error.kind === 'network');

/** Reading a file into a preview, then saving its good rows. */
export function useCsvImport<Request, Row extends PreviewRow<Request>>(
  options: CsvImportOptions<Request, Row>,
) {
  const [preview, setPreview] = useState<Preview<Row> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, RowOutcome>>(new Map());
  const [importing, setImporting] = useState(false);

  const read = async (file: File) => {
    setReading(true);
    setOutcomes(new Map());
    setFailure(null);
    setNotice(null);
    try {
      const { text, encoding } = await readCsvFile(file);
      if (encoding === 'gbk') setNotice(s.readAsGbk);
      setPreview(await options.preview(text));
    } catch (error) {
      const fileProblem =
        error instanceof NotUtf8Error ? s.notUtf8 : failureText(error, s.fileUnreadable);
      setPreview({ kind: 'problem', fileProblem });
    } finally {
      setReading(false);
    }
  };

  const runEach = async (good: Row[], each: (request: Request) => Promise<unknown>) => {
    const results = new Map<number, RowOutcome>();
    for (const row of good) {
      try {
        await each(row.request as Request);
        results.set(row.line, { ok: true });
      } catch (error) {
        results.set(row.line, { ok: false, reason: failureText(error, options.saveFailed) });
      }
      setOutcomes(new Map(results));
    }
    return [...results.values()].filter((r) => r.ok).length;
  };

  const runAll = async (good: Row[], all: (requests: Request[]) => Promise<unknown>) => {
    try {
      await all(good.map((row) => row.request as Request));
      setOutcomes(new Map(good.map((row) => [row.line, { ok: true }])));
      return good.length;
    } catch (error) {
      // A refusal writes nothing: the rows stay as they were and the server's reason is shown.
      // Without an answer (timed out, connection lost) the server may have written them all: the
      // user is told to check the list, which refreshes after every run, before importing again.
      setFailure(
        answerLost(error)
          ? s.outcomeUnknown(error.message)
          : failureText(error, options.saveFailed),
      );
      return 0;
    }
  };

  const importGood = async () => {
    if (preview?.kind !== 'rows' || importing) return;
    const good = preview.rows.filter((row) => row.request !== undefined);
    setImporting(true);
    setFailure(null);
    const ok =
      'each' in options.save
        ? await runEach(good, options.save.each)
        : await runAll(good, options.save.all);
    setImporting(false);
    options.onDone(ok, good.length - ok);
  };

  const reset = () => {
    setPreview(null);
    setNotice(null);
    setFailure(null);
    setOutcomes(new Map());
  };

  // One call for every row has no progress to count.
  const together = 'all' in options.save;
  return {
    preview,
    notice,
    failure,
    reading,
    outcomes,
    importing,
    together,
    read,
    importGood,
    reset,
  };
}

export type CsvImportJob<Row> = {
  preview: Preview<Row> | null;
  notice: string | null;
  failure: string | null;
  reading: boolean;
  outcomes: ReadonlyMap<number, RowOutcome>;
  importing: boolean;
  /** The good rows go in one call, all or none (no count of rows done while it runs). */
  together: boolean;
  read: (file: File) => Promise<void>;
  importGood: () => Promise<void>;
  reset: () => void;
};
