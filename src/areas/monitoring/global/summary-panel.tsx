import { LiveNumber } from '@/components/ui/live-number';

import { busLabels, monitoringStrings as s } from '../strings';
import type { Counts } from './live-counts';

const PORT_COUNTS = ['all', 'running', 'stop', 'idle'] as const;

/** Online, offline and collecting devices, and the ports of online devices per bus type. */
export function SummaryPanel({ counts }: { counts: Counts }) {
  const tiles = [
    [s.deviceTotal, counts.deviceTotal],
    [s.online, counts.online],
    [s.offline, counts.offline],
    [s.collecting, counts.collecting],
  ] as const;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-md border border-slate-200 bg-white px-3 py-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold text-slate-900">
              <LiveNumber value={value} />
            </dd>
          </div>
        ))}
      </dl>
      <table className="w-full border-collapse text-sm">
        <caption className="text-left text-sm font-semibold text-slate-900">
          {s.portCountsTitle}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
            <th scope="col" className="py-1">
              {s.busType}
            </th>
            <th scope="col">{s.all}</th>
            <th scope="col">{s.running}</th>
            <th scope="col">{s.stop}</th>
            <th scope="col">{s.idle}</th>
          </tr>
        </thead>
        <tbody>
          {counts.portCounts.map((row) => (
            <tr key={row.busType} className="border-b border-slate-100">
              <th scope="row" className="py-1 text-left font-normal">
                {busLabels[row.busType]}
              </th>
              {PORT_COUNTS.map((key) => (
                <td key={key}>
                  <LiveNumber value={row[key]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
