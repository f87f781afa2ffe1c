import type { MonitorAlarm } from '@/api/generated/model';
import { formatDateTime } from '@/lib/format';

import { monitoringStrings as s } from '../strings';

/** The latest alarms, newest first, as text (never markup). */
export function AlarmList({ alarms }: { alarms: readonly MonitorAlarm[] }) {
  return (
    <section aria-labelledby="alarms-title" className="flex flex-col gap-2">
      <h2 id="alarms-title" className="text-sm font-semibold text-fg">
        {s.alarmsTitle}
      </h2>
      {alarms.length === 0 ? <p className="text-sm text-fg-muted">{s.noAlarms}</p> : null}
      <ul className="flex flex-col gap-1 text-sm">
        {alarms.map((alarm) => (
          <li key={alarm.id} className="rounded border border-border-muted bg-surface px-2 py-1">
            <span className="mr-2 font-medium">{s.alarmLevels[alarm.level] ?? alarm.level}</span>
            <span className="mr-2 font-mono text-xs">{alarm.serialNo}</span>
            <span>{alarm.message}</span>
            <span className="ml-2 text-xs text-fg-muted">{formatDateTime(alarm.occurredAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
