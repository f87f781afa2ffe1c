import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  deleteTesters,
  getListTestersQueryKey,
  listTesters,
  useListTesters,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { TesterSortBy, type ListTestersParams, type Tester } from '@/api/generated/model';
import { ChoiceFilter, enumOptions } from '../shared/choice-filter';
import type { DialogTarget } from '../shared/entity-form-dialog';
import { anySet, pagingParams } from '@/lib/list-search';
import { MasterList } from '../shared/master-list';
import { masterStrings as m } from '../shared/strings';
import { useFleetOptions } from '../shared/use-choice-options';
import { useMasterDelete } from '../shared/use-master-delete';
import { useMasterEnums } from '../shared/use-master-enums';
import { useMasterExport } from '../shared/use-master-export';
import { testerStrings as s } from './strings';
import { testerColumns, testerCsv } from './tester-columns';
import { TesterDialog } from './tester-dialog';

const route = getRouteApi('/_app/master-data-management/tester');
const SORTABLE = Object.values(TesterSortBy);
interface Filters {
  keyword?: string;
  fleetId?: number;
  active?: number;
}
const NO_FILTERS: Filters = { keyword: undefined, fleetId: undefined, active: undefined };

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
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const enums = useMasterEnums();
  const fleets = useFleetOptions();
  const [dialog, setDialog] = useState<DialogTarget<Tester>>(null);
  const params: ListTestersParams = {
    ...pagingParams(search, SORTABLE),
    ...(search.fleetId !== undefined ? { carTeamId: search.fleetId } : {}),
    ...(search.active !== undefined ? { is_active: search.active } : {}),
  };
  const query = useListTesters(params, { query: { placeholderData: keepPreviousData } });
  const removal = useMasterDelete<Tester>({
    remove: deleteTesters,
    listKey: getListTestersQueryKey(),
  });
  const exporter = useMasterExport({
    fetchPage: (pageNo, pageSize) => listTesters({ ...params, pageNo, pageSize }),
    columns: testerCsv(enums),
    fileName: s.exportFileName,
  });
  const setFilter = (patch: Filters) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch, pageNo: undefined }) });

  return (
    <>
      <MasterList
        label={s.listTitle}
        columns={testerColumns(enums)}
        query={query}
        search={search}
        onSearch={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
        sortable={SORTABLE}
        searchLabel={s.searchLabel}
        searchPlaceholder={s.searchPlaceholder}
        filtered={anySet(search, Object.keys(NO_FILTERS))}
        onReset={() => setFilter(NO_FILTERS)}
        emptyText={s.empty}
        filteredEmptyText={s.filteredEmpty}
        rowLabel={(row) => row.name}
        writeCode="master:tester"
        deleteCode="master:tester-delete"
        onAdd={() => setDialog({ kind: 'add' })}
        onEdit={(row) => setDialog({ kind: 'edit', row })}
        removal={removal}
        describeDelete={describe}
        exporting={exporter.isPending}
        onExport={() => exporter.mutate()}
        filters={
          <>
            <ChoiceFilter
              label={s.fleet}
              value={search.fleetId}
              options={fleets}
              onChange={(fleetId) => setFilter({ fleetId })}
              className="w-44"
            />
            <ChoiceFilter
              label={s.active}
              value={search.active}
              options={enumOptions(enums.active)}
              onChange={(active) => setFilter({ active })}
              className="w-28"
            />
          </>
        }
      />
      <TesterDialog target={dialog} enums={enums} fleets={fleets} onClose={() => setDialog(null)} />
    </>
  );
}
