import { memo } from 'react';

import type { IdName } from '@/api/generated/model';
import { FilterField } from '@/components/data-table/list-filters';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { fields } from '@/strings/common';

import type { GlobalFilters as Filters } from '../filters';
import { dashboardStrings as s } from '../strings';
import { MultiSelect } from './multi-select';

export interface GlobalFiltersProps {
  value: Filters;
  tags: readonly IdName[];
  fleets: readonly IdName[];
  onTagChange: (tag: number | undefined) => void;
  onFleetsChange: (fleets: number[]) => void;
}

const ALL = 'all';

/** Customer tag and fleet: the filters every card follows. */
export const GlobalFilters = memo(function GlobalFilters({
  value,
  tags,
  fleets,
  onTagChange,
  onFleetsChange,
}: GlobalFiltersProps) {
  // A tag from a shared link that this user cannot pick still shows, by its id.
  const options =
    value.tag === undefined || tags.some((t) => t.id === value.tag)
      ? tags
      : [...tags, { id: value.tag, name: String(value.tag) }];
  return (
    <div
      role="group"
      aria-label={s.filtersLabel}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-border-muted bg-surface px-4 py-3"
    >
      <FilterField label={fields.customerTag}>
        <Select
          value={value.tag === undefined ? ALL : String(value.tag)}
          onValueChange={(next) => onTagChange(next === ALL ? undefined : Number(next))}
        >
          <SelectTrigger aria-label={fields.customerTag} className="w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{s.allTags}</SelectItem>
            {options.map((tag) => (
              <SelectItem key={tag.id} value={String(tag.id)}>
                {tag.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FilterField>
      <MultiSelect
        label={fields.fleet}
        options={fleets}
        value={value.fleets}
        onChange={onFleetsChange}
        allText={s.allFleets}
      />
    </div>
  );
});
