import { type FormEvent, useRef, useState } from 'react';

import { getMarkerRuleBoardBodyLimits } from '@/api/generated/limits';
import { TimeField } from '@/components/forms/time-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { focusFirstInvalid } from '@/lib/forms';

import {
  draftFrom,
  type FilterDraft,
  type FilterErrors,
  type MarkerSearch,
  searchFromDraft,
  validateFilters,
} from './search';
import { markerStrings as s } from './strings';

const ALL = 'all';
const order = ['vin', 'start', 'end'] as const;

export interface MarkerFiltersProps {
  search: MarkerSearch;
  rules: readonly { id: number; name: string }[];
  onApply: (patch: Partial<MarkerSearch>) => void;
}

/** Rule, VIN, status and time range; applied with the search button (or Enter), cleared with reset. */
export function MarkerFilters({ search, rules, onApply }: MarkerFiltersProps) {
  const [draft, setDraft] = useState<FilterDraft>(() => draftFrom(search));
  const [errors, setErrors] = useState<FilterErrors>({});
  const [shown, setShown] = useState(search);
  const formRef = useRef<HTMLFormElement>(null);

  // The URL may change under the form (back button, a shared link): follow it.
  if (shown !== search) {
    setShown(search);
    setDraft(draftFrom(search));
  }

  const set = (field: keyof FilterDraft) => (value: string) =>
    setDraft((prev) => ({ ...prev, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFilters(draft);
    setErrors(found);
    if (focusFirstInvalid(formRef.current, order, found)) return;
    onApply(searchFromDraft(draft));
  };

  const reset = () => {
    setErrors({});
    onApply(searchFromDraft({ ruleId: '', vin: '', status: '', start: '', end: '' }));
  };

  const ruleValue = draft.ruleId || ALL;
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={s.filtersLabel}
      onSubmit={submit}
      className="flex flex-wrap items-start gap-3 rounded-lg border border-border-muted bg-surface p-3"
    >
      <Select value={ruleValue} onValueChange={(v) => set('ruleId')(v === ALL ? '' : v)}>
        <FormField label={s.rule} className="w-48">
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
        </FormField>
        <SelectContent>
          <SelectItem value={ALL}>{s.allRules}</SelectItem>
          {rules.map((rule) => (
            <SelectItem key={rule.id} value={String(rule.id)}>
              {rule.name}
            </SelectItem>
          ))}
          {draft.ruleId && !rules.some((rule) => String(rule.id) === draft.ruleId) ? (
            <SelectItem value={draft.ruleId}>{draft.ruleId}</SelectItem>
          ) : null}
        </SelectContent>
      </Select>
      <FormField label={s.vin} error={errors.vin} className="w-52">
        <Input
          name="vin"
          value={draft.vin}
          maxLength={getMarkerRuleBoardBodyLimits.vin.maxLength}
          autoComplete="off"
          spellCheck={false}
          className="font-mono uppercase"
          onChange={(e) => set('vin')(e.target.value)}
        />
      </FormField>
      <Select value={draft.status || ALL} onValueChange={(v) => set('status')(v === ALL ? '' : v)}>
        <FormField label={s.status} className="w-36">
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
        </FormField>
        <SelectContent>
          <SelectItem value={ALL}>{s.allStatuses}</SelectItem>
          {[0, 1, 2].map((value) => (
            <SelectItem key={value} value={String(value)}>
              {s.statuses[value]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <TimeField
        name="start"
        label={s.startTime}
        value={draft.start}
        error={errors.start}
        onChange={set('start')}
      />
      <TimeField
        name="end"
        label={s.endTime}
        value={draft.end}
        error={errors.end}
        timeOfDay="end"
        onChange={set('end')}
      />
      <div className="flex gap-2 self-end">
        <Button type="submit" variant="primary">
          {s.search}
        </Button>
        <Button onClick={reset}>{s.reset}</Button>
      </div>
    </form>
  );
}
