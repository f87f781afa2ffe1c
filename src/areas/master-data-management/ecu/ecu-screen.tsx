import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  deleteEcus,
  getListEcusQueryKey,
  listEcus,
  useListEcus,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { EcuSortBy, type ListEcusParams, type Ecu } from '@/api/generated/model';
import { ChoiceFilter } from '../shared/choice-filter';
import type { DialogTarget } from '../shared/entity-form-dialog';
import { anySet, pagingParams } from '@/lib/list-search';
import { MasterList } from '../shared/master-list';
import { masterStrings as m } from '../shared/strings';
import { useModelOptions } from '../shared/use-choice-options';
import { useMasterDelete } from '../shared/use-master-delete';
import { useMasterExport } from '../shared/use-master-export';
import { ecuStrings as s } from './strings';
import { ecuColumns, ecuCsv } from './ecu-columns';
import { EcuDialog } from './ecu-dialog';

const route = getRouteApi('/_app/master-data-management/ecu');
const SORTABLE = Object.values(EcuSortBy);
interface Filters {
  keyword?: string;
  modelId?: number;
}
const NO_FILTERS: Filters = { keyword: undefined, modelId: undefined };

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
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const models = useModelOptions();
  const [dialog, setDialog] = useState<DialogTarget<Ecu>>(null);
  const params: ListEcusParams = {
    ...pagingParams(search, SORTABLE),
    ...(search.modelId !== undefined ? { vehicleModelId: search.modelId } : {}),
  };
  const query = useListEcus(params, { query: { placeholderData: keepPreviousData } });
  const removal = useMasterDelete<Ecu>({
    remove: deleteEcus,
    listKey: getListEcusQueryKey(),
  });
  const exporter = useMasterExport({
    fetchPage: (pageNo, pageSize) => listEcus({ ...params, pageNo, pageSize }),
    columns: ecuCsv,
    fileName: s.exportFileName,
  });
  const setFilter = (patch: Filters) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch, pageNo: undefined }) });

  return (
    <>
      <MasterList
        label={s.listTitle}
        columns={ecuColumns}
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
        writeCode="master:ecu"
        deleteCode="master:ecu-delete"
        onAdd={() => setDialog({ kind: 'add' })}
        onEdit={(row) => setDialog({ kind: 'edit', row })}
        removal={removal}
        describeDelete={describe}
        exporting={exporter.isPending}
        onExport={() => exporter.mutate()}
        filters={
          <ChoiceFilter
            label={s.model}
            value={search.modelId}
            options={models}
            onChange={(modelId) => setFilter({ modelId })}
            className="w-44"
          />
        }
      />
      <EcuDialog target={dialog} models={models} onClose={() => setDialog(null)} />
    </>
  );
}
