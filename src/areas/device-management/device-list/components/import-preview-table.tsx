import type { ImportRow } from '../device-csv';
import type { RowOutcome } from '../hooks/use-device-import';
import { deviceListStrings as s } from '../strings';

interface ImportPreviewTableProps {
  rows: readonly ImportRow[];
  outcomes: ReadonlyMap<number, RowOutcome>;
}

/** Each row of the file with its reasons, or whether it was imported. */
export function ImportPreviewTable({ rows, outcomes }: ImportPreviewTableProps) {
  return (
    <div className="max-h-80 overflow-auto rounded-md border border-slate-200">
      <table className="w-full text-sm">
        <caption className="sr-only">{s.previewLabel}</caption>
        <thead className="sticky top-0 bg-slate-50 text-left text-xs text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              {s.rowNumber}
            </th>
            <th scope="col" className="px-3 py-2">
              {s.serialNo}
            </th>
            <th scope="col" className="px-3 py-2">
              {s.name}
            </th>
            <th scope="col" className="px-3 py-2">
              {s.model}
            </th>
            <th scope="col" className="px-3 py-2">
              {s.fleet}
            </th>
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
              <tr key={row.line} className={bad ? 'bg-red-50' : undefined}>
                <td className="px-3 py-1.5 tabular-nums">{row.line}</td>
                <td className="px-3 py-1.5 font-mono text-xs break-all">{row.serialNo}</td>
                <td className="px-3 py-1.5 break-all">{row.name}</td>
                <td className="px-3 py-1.5">{row.model}</td>
                <td className="px-3 py-1.5">{row.fleet}</td>
                <td className={bad ? 'px-3 py-1.5 text-red-800' : 'px-3 py-1.5 text-green-800'}>
                  {row.problems.length > 0
                    ? row.problems.join(s.problemSeparator)
                    : outcome === undefined
                      ? s.rowOk
                      : outcome.ok
                        ? s.importedRow
                        : s.importFailedRow(outcome.reason)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
