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
          <div key={label} className="rounded-md border border-border-muted bg-surface px-3 py-2">
            <dt className="text-xs text-fg-muted">{label}</dt>
            <dd className="text-xl font-semibold text-fg">
              <LiveNumber value={value} />
            </dd>
          </div>
        ))}
      </dl>
      <table className="w-full border-collapse text-sm">
        <caption className="text-left text-sm font-semibold text-fg">{s.portCountsTitle}</caption>
        <thead>
          <tr className="border-b border-border-muted text-left text-xs text-fg-muted">
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
            <tr key={row.busType} className="border-b border-border-subtle">
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
