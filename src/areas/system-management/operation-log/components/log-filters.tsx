import { useState } from 'react';

import type { OperationLogSortBy } from '@/api/generated/model';
import {
  ChoiceFilter,
  FilterField,
  ListFilters,
  type ListSearchState,
  SearchBox,
} from '@/components/data-table';
import { DateRangePicker } from '@/components/ui/date-picker';
import { formatDateText, parseDateText } from '@/lib/date-text';

import { ACTIONS, type LogSearch } from '../search';
import { operationLogStrings as s } from '../strings';

const toDate = (text: string | undefined) => (text ? parseDateText('datetime', text) : null);
const toText = (date: Date | null) => (date ? formatDateText('datetime', date) : undefined);
const actions = ACTIONS.map((value) => ({ value, label: s.actionLabels[value] ?? value }));
const results = (['success', 'failure'] as const).map((value) => ({
  value,
  label: s.resultLabels[value] ?? value,
}));

/** Account, action, result and time range of the operation log; all kept in the URL. */
export function LogFilters({ list }: { list: ListSearchState<LogSearch, OperationLogSortBy> }) {
  const { search, setSearch } = list;
  const [range, setRange] = useState(() => ({
    start: toDate(search.start),
    end: toDate(search.end),
  }));
  // The range may hold a wrong pair that never reached the URL: a reset clears it too.
  const reset = () => {
    setRange({ start: null, end: null });
    list.reset();
  };
  return (
    <ListFilters list={{ filtered: list.filtered, reset }}>
      <FilterField label={s.account} className="w-44">
        <SearchBox
          label={s.account}
          className="w-full"
          placeholder={s.accountPlaceholder}
          value={search.username ?? ''}
          onSearch={(username) => setSearch({ username: username || undefined })}
        />
      </FilterField>
      <ChoiceFilter
        className="w-32"
        label={s.action}
        allLabel={s.allActions}
        value={search.action}
        options={actions}
        onChange={(action) => setSearch({ action })}
      />
      <ChoiceFilter
        className="w-28"
        label={s.result}
        allLabel={s.allResults}
        value={search.result}
        options={results}
        onChange={(result) => setSearch({ result })}
      />
      <DateRangePicker
        startLabel={s.startTime}
        endLabel={s.endTime}
        value={range}
        onValueChange={(next, problem) => {
          setRange(next);
          // A range whose end comes first stays in the fields with its message, not in the URL.
          if (problem && next.start && next.end) return;
          setSearch({ start: toText(next.start), end: toText(next.end) });
        }}
      />
    </ListFilters>
  );
}
