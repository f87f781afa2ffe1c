import { csvImportStrings as s } from './strings';
import type { PreviewColumn, PreviewRow, RowOutcome } from './types';

interface ImportPreviewTableProps<Row extends PreviewRow<unknown>> {
  rows: readonly Row[];
  columns: readonly PreviewColumn<Row>[];
  outcomes: ReadonlyMap<number, RowOutcome>;
}

const verdict = (row: PreviewRow<unknown>, outcome: RowOutcome | undefined): string =>
  row.problems.length > 0
    ? row.problems.join(s.problemSeparator)
    : outcome === undefined
      ? s.rowOk
      : outcome.ok
        ? s.importedRow
        : s.importFailedRow(outcome.reason);

/** Each row of the file with its reasons, or whether it was imported. */
export function ImportPreviewTable<Row extends PreviewRow<unknown>>({
  rows,
  columns,
  outcomes,
}: ImportPreviewTableProps<Row>) {
  return (
    <div className="max-h-80 overflow-auto rounded-md border border-border-muted">
      <table className="w-full text-sm">
        <caption className="sr-only">{s.previewLabel}</caption>
        <thead className="sticky top-0 bg-surface-muted text-left text-xs text-fg-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              {s.rowNumber}
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2">
                {column.header}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              {s.problem}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const outcome = outcomes.get(row.line);
            const bad = row.problems.length > 0 || outcome?.ok === false;
            return (
              <tr key={row.line} className={bad ? 'bg-danger-soft' : undefined}>
                <td className="px-3 py-1.5 tabular-nums">{row.line}</td>
                {columns.map((column) => (
                  <td key={column.header} className={column.className ?? 'px-3 py-1.5 break-all'}>
                    {column.cell(row)}
                  </td>
                ))}
                <td
                  className={
                    bad ? 'px-3 py-1.5 text-danger-strong' : 'px-3 py-1.5 text-success-strong'
                  }
                >
                  {verdict(row, outcome)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
