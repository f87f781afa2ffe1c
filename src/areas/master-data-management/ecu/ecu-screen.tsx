import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';

import {
  getListEcusQueryKey,
  listEcus,
  useDeleteEcus,
  useListEcus,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { type Ecu, EcuSortBy } from '@/api/generated/model';
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

import { filterOptions } from '../shared/options';
import type { DialogTarget } from '../shared/dialog-target';
import { masterRowActions, MasterToolbar } from '../shared/master-actions';
import { masterDeleteTexts, masterExport } from '../shared/master-texts';
import { masterStrings as m } from '../shared/strings';
import { useModelOptions } from '../shared/use-choice-options';
import { ecuColumns, ecuCsv } from './ecu-columns';
import { EcuDialog } from './ecu-dialog';
import { ecuStrings as s } from './strings';

const route = getRouteApi('/_app/master-data-management/ecu');

/** The confirmation names the ECUs and the cars they come off. */
const describe = (rows: readonly Ecu[]) => {
  const onCars = rows.flatMap((row) =>
    row.vehicleCount > 0 ? [s.onCars(row.name, row.vehicleCount)] : [],
  );
  const names = m.deleteNames(rows.map((row) => row.name));
  return onCars.length > 0 ? `${names}${s.leavesCars(onCars)}` : names;
};

/** ECU: control units with supplier, versions and the model they belong to. */
export function EcuScreen() {
  const list = useListSearch({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    sortFields: EcuSortBy,
    filters: ['modelId'],
  });
  const queryClient = useQueryClient();
  const held = useAuthorities();
  const canWrite = held.includes('master:ecu');
  const models = useModelOptions();
  const [dialog, setDialog] = useState<DialogTarget<Ecu>>(null);
  const params = { ...list.params, vehicleModelId: list.search.modelId };
  const query = useListEcus(params, { query: { placeholderData: keepPreviousData } });
  const deletion = useDeleteFlow({
    allowed: held.includes('master:ecu-delete'),
    rows: rowsOf(query),
    getRowId: (row) => row.id,
    scope: list.scope,
    mutation: useDeleteEcus(),
    refresh: () => void queryClient.invalidateQueries({ queryKey: getListEcusQueryKey() }),
    texts: masterDeleteTexts(describe),
  });
  const exporter = useListExport({
    fetchPage: (pageNo, pageSize) => listEcus({ ...params, pageNo, pageSize }),
    columns: ecuCsv,
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
          label={s.model}
          allLabel={m.all}
          value={list.search.modelId}
          options={filterOptions(models)}
          onChange={(modelId) => list.setSearch({ modelId })}
          className="w-44"
        />
      </ListFilters>
      <DataTable
        label={s.listTitle}
        columns={list.sortable(ecuColumns)}
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
      <EcuDialog target={dialog} models={models} onClose={() => setDialog(null)} />
    </div>
  );
}
