import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { ChoiceFilter, type ChoiceFilterProps } from '@/components/ui/choice-filter';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/class-names';

import { SearchBox } from './search-box';
import { tableStrings as s } from './strings';
import type { ListSearchState } from './use-list-search';

/** A list as its filter bar reads it; `search` and `setSearch` serve the keyword and choices. */
interface FilterList<S> {
  filtered: boolean;
  reset: () => void;
  search?: S;
  setSearch?: (patch: Partial<S>) => void;
}

/** The keyword box of a filter bar: its label, the box's accessible name and its hint. */
export interface KeywordSpec {
  label: string;
  searchLabel: string;
  placeholder?: string;
  className?: string;
}

/** One choice of a filter bar, kept in the URL search under `name`. */
export interface ChoiceSpec<S> {
  name: ChoiceKey<S>;
  label: string;
  allLabel: string;
  options: readonly { value: string | number; label: string }[] | undefined;
  className?: string;
}

export interface ListFiltersProps<S> {
  list: FilterList<S>;
  /** The keyword box, first in the bar. */
  keyword?: KeywordSpec;
  /** Choices after the keyword, in order. */
  choices?: readonly ChoiceSpec<S>[];
  /** Fields of the screen's own after the choices (FilterField, a date range). */
  children?: ReactNode;
  /** Without a reset button (a list whose only filter is its keyword). */
  noReset?: boolean;
  className?: string;
}

/**
 * A list's filter bar: the keyword, the choices and the screen's own fields side by side, then the
 * reset that clears every one of them.
 */
export function ListFilters<S>({
  list,
  keyword,
  choices = [],
  children,
  noReset,
  className,
}: ListFiltersProps<S>) {
  const { search, setSearch } = list;
  const bound = search !== undefined && setSearch !== undefined ? { search, setSearch } : null;
  return (
    <div className={cn('flex flex-wrap items-end gap-3', className)}>
      {keyword && bound ? (
        <KeywordField
          list={bound as unknown as KeywordFieldProps['list']}
          label={keyword.label}
          searchLabel={keyword.searchLabel}
          placeholder={keyword.placeholder}
          className={keyword.className}
        />
      ) : null}
      {bound
        ? choices.map(({ name, ...choice }) => (
            <ListChoice key={String(name)} list={bound} name={name} {...choice} />
          ))
        : null}
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
  ChoiceFilterProps<string | number>,
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
  return (
    <ChoiceFilter<string | number>
      {...props}
      value={list.search[name] as string | number | undefined}
      onChange={(value) => list.setSearch({ [name]: value } as unknown as Partial<S>)}
    />
  );
}
