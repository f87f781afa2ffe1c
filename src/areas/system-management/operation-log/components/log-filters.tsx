import { useState } from 'react';
import { SearchBox } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { DateRangePicker } from '@/components/ui/date-picker';
import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import { formatDateText, parseDateText } from '@/lib/date-text';
import { ACTIONS, NO_FILTERS, type LogFilterPatch, type LogSearch } from '../log-params';
import { operationLogStrings as s } from '../strings';

const ALL = 'all';
const toDate = (text: string | undefined) => (text ? parseDateText('datetime', text) : null);
const toText = (date: Date | null) => (date ? formatDateText('datetime', date) : undefined);

/** Account, action, result and time range of the operation log; all kept in the URL. */
export function LogFilters({
  search,
  onChange,
}: {
  search: LogSearch;
  onChange: (p: LogFilterPatch) => void;
}) {
  const [range, setRange] = useState(() => ({
    start: toDate(search.start),
    end: toDate(search.end),
  }));
  const filtered = Object.keys(NO_FILTERS).some(
    (key) => search[key as keyof LogFilterPatch] !== undefined,
  );
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex w-44 flex-col gap-1.5">
        <span aria-hidden="true" className="text-sm font-medium text-slate-700">
          {s.account}
        </span>
        <SearchBox
          label={s.account}
          className="w-full"
          placeholder={s.accountPlaceholder}
          value={search.username ?? ''}
          onSearch={(username) => onChange({ username: username.trim() || undefined })}
        />
      </div>
      <SelectField
        label={s.action}
        className="w-32"
        value={search.action ?? ALL}
        onValueChange={(next) => onChange({ action: ACTIONS.find((a) => a === next) })}
      >
        <SelectItem value={ALL}>{s.allActions}</SelectItem>
        {ACTIONS.map((action) => (
          <SelectItem key={action} value={action}>
            {s.actionLabels[action] ?? action}
          </SelectItem>
        ))}
      </SelectField>
      <SelectField
        label={s.result}
        className="w-28"
        value={search.result ?? ALL}
        onValueChange={(next) =>
          onChange({ result: next === 'success' || next === 'failure' ? next : undefined })
        }
      >
        <SelectItem value={ALL}>{s.allResults}</SelectItem>
        <SelectItem value="success">{s.resultLabels.success}</SelectItem>
        <SelectItem value="failure">{s.resultLabels.failure}</SelectItem>
      </SelectField>
      <DateRangePicker
        startLabel={s.startTime}
        endLabel={s.endTime}
        value={range}
        onValueChange={(next, problem) => {
          setRange(next);
          // A range whose end comes first stays in the fields with its message, not in the URL.
          if (problem && next.start && next.end) return;
          onChange({ start: toText(next.start), end: toText(next.end) });
        }}
      />
      <Button
        size="sm"
        disabled={!filtered}
        onClick={() => {
          setRange({ start: null, end: null });
          onChange(NO_FILTERS);
        }}
      >
        {s.reset}
      </Button>
    </div>
  );
}
