import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { ChoiceFilter, type ChoiceFilterProps } from '@/components/ui/choice-filter';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/class-names';

import { SearchBox } from './search-box';
import { tableStrings as s } from './strings';
import type { ListSearchState } from './use-list-search';

type FilterState = Pick<ListSearchState<never, string>, 'filtered' | 'reset'>;

export interface ListFiltersProps {
  list: FilterState;
  /** The filter fields, in order: KeywordField, ChoiceFilter, FilterField. */
  children: ReactNode;
  /** Without a reset button (a list whose only filter is its keyword). */
  noReset?: boolean;
  className?: string;
}

/** A list's filter bar: its fields side by side, then the reset that clears every one of them. */
export function ListFilters({ list, children, noReset, className }: ListFiltersProps) {
  return (
    <div className={cn('flex flex-wrap items-end gap-3', className)}>
      {children}
      {noReset ? null : (
        <Button onClick={list.reset} disabled={!list.filtered}>
          {s.reset}
        </Button>
      )}
    </div>
  );
}

export interface FilterFieldProps {
  label: string;
  /** The control's id, which the label names. */
  htmlFor?: string;
  className?: string;
  children: ReactNode;
}

/** One field of a filter bar: the label every field of the console wears, over its control. */
export function FilterField({ label, htmlFor, className, children }: FilterFieldProps) {
  return (
    <div className={cn('flex flex-col gap-field', className)}>
      {htmlFor ? (
        <Label htmlFor={htmlFor}>{label}</Label>
      ) : (
        <Label asChild>
          <span aria-hidden="true">{label}</span>
        </Label>
      )}
      {children}
    </div>
  );
}

export interface KeywordFieldProps {
  list: Pick<ListSearchState<{ keyword?: string }, string>, 'search' | 'setSearch'>;
  /** The visible label over the box. */
  label: string;
  /** The box's accessible name, naming what is searched. */
  searchLabel: string;
  placeholder?: string;
  className?: string;
}

/** The keyword of a list: searched on Enter or a pause, kept in the URL, back on page 1. */
export function KeywordField({
  list,
  label,
  searchLabel,
  placeholder,
  className = 'w-64',
}: KeywordFieldProps) {
  return (
    <FilterField label={label} className={className}>
      <SearchBox
        label={searchLabel}
        placeholder={placeholder}
        className="w-full"
        value={list.search.keyword ?? ''}
        onSearch={(keyword) => list.setSearch({ keyword: keyword || undefined })}
      />
    </FilterField>
  );
}

/** The search keys of `S` whose values a choice can hold. */
type ChoiceKey<S> = {
  [K in keyof S]-?: Exclude<S[K], undefined> extends string | number ? K : never;
}[keyof S];

export interface ListChoiceProps<S, K extends ChoiceKey<S>> extends Omit<
  ChoiceFilterProps<Exclude<S[K], undefined> & (string | number)>,
  'value' | 'onChange'
> {
  list: { search: S; setSearch: (patch: Partial<S>) => void };
  /** The URL search key the choice keeps. */
  name: K;
}

/** One choice of a filter bar, kept in the list's URL search under `name` ("all" clears it). */
export function ListChoice<S, K extends ChoiceKey<S>>({
  list,
  name,
  ...props
}: ListChoiceProps<S, K>) {
  type Value = Exclude<S[K], undefined> & (string | number);
  return (
    <ChoiceFilter<Value>
      {...props}
      value={list.search[name] as Value | undefined}
      onChange={(value) => list.setSearch({ [name]: value } as unknown as Partial<S>)}
    />
  );
}
