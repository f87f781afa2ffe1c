import { SearchBox } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { SelectItem } from '@/components/ui/select';
import { ChoiceFilter } from '@/components/ui/choice-filter';
import { SelectField } from '@/components/ui/select-field';
import { useAccountOptions } from '../hooks/use-account-options';
import { NO_FILTERS, type AccountFilterPatch, type AccountSearch } from '../list-params';
import { accountStrings as s } from '../strings';

const ALL = 'all';

/** Search, status, role and customer tag of account management; all kept in the URL. */
export function AccountFilters(props: {
  search: AccountSearch;
  onChange: (patch: AccountFilterPatch) => void;
}) {
  const { search, onChange } = props;
  const { roles, tags } = useAccountOptions();
  const filtered = Object.keys(NO_FILTERS).some(
    (key) => search[key as keyof AccountFilterPatch] !== undefined,
  );
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox
        className="w-64"
        label={s.search}
        placeholder={s.searchPlaceholder}
        value={search.keyword ?? ''}
        onSearch={(keyword) => onChange({ keyword: keyword || undefined })}
      />
      <SelectField
        label={s.status}
        className="w-32"
        value={search.status ?? ALL}
        onValueChange={(next) =>
          onChange({ status: next === 'enabled' || next === 'disabled' ? next : undefined })
        }
      >
        <SelectItem value={ALL}>{s.allStatuses}</SelectItem>
        <SelectItem value="enabled">{s.statusLabels.enabled}</SelectItem>
        <SelectItem value="disabled">{s.statusLabels.disabled}</SelectItem>
      </SelectField>
      <ChoiceFilter
        className="w-40"
        label={s.role}
        allLabel={s.allRoles}
        value={search.roleId}
        options={roles}
        onChange={(roleId) => onChange({ roleId })}
      />
      <ChoiceFilter
        className="w-40"
        label={s.userTag}
        allLabel={s.allTags}
        value={search.userTagId}
        options={tags}
        onChange={(userTagId) => onChange({ userTagId })}
      />
      <Button size="sm" disabled={!filtered} onClick={() => onChange(NO_FILTERS)}>
        {s.reset}
      </Button>
    </div>
  );
}
