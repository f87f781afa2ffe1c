import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';

import {
  getListTestersQueryKey,
  listTesters,
  useDeleteTesters,
  useListTesters,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { type Tester, TesterSortBy } from '@/api/generated/model';
import {
  ChoiceFilter,
  DataTable,
  KeywordField,
  ListFilters,
  rowsOf,
  useDeleteFlow,
  useListExport,
  useListSearch,
} from '@/components/data-table';
import { useAuthorities } from '@/lib/authority';

import { enumOptions, filterOptions } from '../shared/options';
import type { DialogTarget } from '../shared/dialog-target';
import { masterRowActions, MasterToolbar } from '../shared/master-actions';
import { masterDeleteTexts, masterExport } from '../shared/master-texts';
import { masterStrings as m } from '../shared/strings';
import { useFleetOptions } from '../shared/use-choice-options';
import { useMasterEnums } from '../shared/use-master-enums';
import { testerStrings as s } from './strings';
import { testerColumns, testerCsv } from './tester-columns';
import { TesterDialog } from './tester-dialog';

const route = getRouteApi('/_app/master-data-management/tester');

/** The confirmation names the testers and the fleets they leave with them. */
const describe = (rows: readonly Tester[]) => {
  const inFleets = rows.flatMap((row) =>
    row.carTeamName ? [s.inFleet(row.name, row.carTeamName)] : [],
  );
  const names = m.deleteNames(rows.map((row) => row.name));
  return inFleets.length > 0 ? `${names}${s.leavesFleets(inFleets)}` : names;
};

/** Testers: testers with their fleet and whether they are active. */
export function TesterScreen() {
  const list = useListSearch({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    sortFields: TesterSortBy,
    filters: ['fleetId', 'active'],
  });
  const queryClient = useQueryClient();
  const held = useAuthorities();
  const canWrite = held.includes('master:tester');
  const enums = useMasterEnums();
  const fleets = useFleetOptions();
  const [dialog, setDialog] = useState<DialogTarget<Tester>>(null);
  const { fleetId, active } = list.search;
  const params = { ...list.params, carTeamId: fleetId, is_active: active };
  const query = useListTesters(params, { query: { placeholderData: keepPreviousData } });
  const deletion = useDeleteFlow({
    allowed: held.includes('master:tester-delete'),
    rows: rowsOf(query),
    getRowId: (row) => row.id,
    scope: list.scope,
    mutation: useDeleteTesters(),
    refresh: () => void queryClient.invalidateQueries({ queryKey: getListTestersQueryKey() }),
    texts: masterDeleteTexts(describe),
  });
  const exporter = useListExport({
    fetchPage: (pageNo, pageSize) => listTesters({ ...params, pageNo, pageSize }),
    columns: testerCsv(enums),
    ...masterExport(s.exportFileName),
  });

  return (
    <div className="flex flex-col gap-4">
      <ListFilters list={list}>
        <KeywordField
          list={list}
          label={m.keyword}
          searchLabel={s.searchLabel}
          placeholder={s.searchPlaceholder}
          className="w-60"
        />
        <ChoiceFilter
          label={s.fleet}
          allLabel={m.all}
          value={fleetId}
          options={filterOptions(fleets)}
          onChange={(next) => list.setSearch({ fleetId: next })}
          className="w-44"
        />
        <ChoiceFilter
          label={s.active}
          allLabel={m.all}
          value={active}
          options={filterOptions(enumOptions(enums.active))}
          onChange={(next) => list.setSearch({ active: next })}
          className="w-28"
        />
      </ListFilters>
      <DataTable
        label={s.listTitle}
        columns={list.sortable(testerColumns(enums))}
        query={query}
        list={list}
        deletion={deletion}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.name}
        emptyText={list.filtered ? s.filteredEmpty : s.empty}
        rowActions={masterRowActions(canWrite, deletion, (row) => setDialog({ kind: 'edit', row }))}
        toolbar={
          <MasterToolbar
            canWrite={canWrite}
            onAdd={() => setDialog({ kind: 'add' })}
            exporting={exporter.isPending}
            onExport={() => exporter.mutate()}
          />
        }
      />
      <TesterDialog target={dialog} enums={enums} fleets={fleets} onClose={() => setDialog(null)} />
    </div>
  );
}
