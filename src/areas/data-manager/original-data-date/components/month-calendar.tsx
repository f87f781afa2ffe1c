import type { DayTotal } from '../day-aggregation';
import { monthWeeks } from '../day-aggregation';
import { originalDataDateStrings as s } from '../strings';
import { DayCell } from './day-cell';

interface MonthCalendarProps {
  month: string;
  days: ReadonlyMap<string, DayTotal>;
  openDay: string | undefined;
  onOpen: (date: string) => void;
}

/** The month as a Monday-first grid of days with their files and volume. */
export function MonthCalendar({ month, days, openDay, onOpen }: MonthCalendarProps) {
  return (
    <table
      aria-label={s.calendar(month)}
      className="w-full table-fixed border-separate border-spacing-1"
    >
      <thead>
        <tr>
          {s.weekdays.map((day) => (
            <th key={day} scope="col" className="text-xs font-medium text-fg-subtle">
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, index) => (
          <tr key={index}>
            {week.map((date, column) =>
              date ? (
                <td key={date} className="h-24 align-top">
                  <DayCell
                    date={date}
                    total={days.get(date)}
                    open={openDay === date}
                    onOpen={onOpen}
                  />
                </td>
              ) : (
                <td key={`pad-${column}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
