import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';

import {
  getListSigDictsQueryKey,
  useDeleteSigDicts,
  useListSigDicts,
} from '@/api/generated/endpoints/data-compute/data-compute';
import type { SigDictSummary } from '@/api/generated/model';
import { Authorized } from '@/components/auth/authorized';
import { DataTable, type RowAction, rowsOf, useDeleteFlow } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/authority';

import { sigDictColumns } from './columns';
import { SigDictFilters } from './list-filters';
import { signalDictStrings as s } from './strings';
import { useSigDictSearch } from './use-sig-dict-search';
import { useValidateDict } from './use-validate-dict';
import { ValidateDialog } from './validate-dialog';

/** Signal dictionaries: search, filters, sort and paging in the URL; validate, edit and delete per row. */
export function SigDictListScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useSigDictSearch();
  const { strategy_type, dbc_cfg } = list.search;
  const query = useListSigDicts(
    {
      ...list.params,
      ...(strategy_type ? { strategy_type } : {}),
      ...(dbc_cfg ? { dbc_cfg } : {}),
    },
    { query: { placeholderData: keepPreviousData } },
  );
  const check = useValidateDict();
  // createSigDict and updateSigDict need the edit code, deleteSigDict the delete code.
  const canEdit = useCan('compute:signal-dict-edit');
  const deletion = useDeleteFlow({
    allowed: useCan('compute:signal-dict-delete'),
    rows: rowsOf(query),
    getRowId: (row) => row.id,
    scope: list.scope,
    mutation: useDeleteSigDicts(),
    refresh: () => void queryClient.invalidateQueries({ queryKey: getListSigDictsQueryKey() }),
    texts: {
      title: s.deleteTitle,
      description: (rows) => {
        const [row] = rows;
        return rows.length === 1 && row
          ? s.deleteOne(row.strategy_name)
          : s.deleteMany(rows.length);
      },
      deleted: s.deleted,
      failed: s.deleteFailed,
    },
  });

  const edit = (row: SigDictSummary) =>
    void navigate({
      to: '/data-compute/signal-dict-handle/$type/$id',
      params: { type: 'edit', id: row.id },
    });
  const actions = (row: SigDictSummary): RowAction[] => [
    ...(canEdit ? [{ label: s.edit, onSelect: () => edit(row) }] : []),
    { label: s.validate, onSelect: () => check.open({ id: row.id, name: row.strategy_name }) },
    ...deletion.rowActions(row),
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SigDictFilters list={list} />
        <Authorized code="compute:signal-dict-edit">
          <Button asChild variant="primary">
            <Link to="/data-compute/signal-dict-handle/$type/$id" params={{ type: 'add', id: 0 }}>
              {s.add}
            </Link>
          </Button>
        </Authorized>
      </div>
      <DataTable
        label={s.listLabel}
        columns={list.sortable(sigDictColumns)}
        query={query}
        list={list}
        deletion={deletion}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.strategy_name}
        emptyText={list.filtered ? s.emptyFiltered : s.emptyList}
        rowActions={actions}
      />
      <ValidateDialog
        name={check.name}
        state={check.state}
        onClose={check.close}
        onRetry={check.retry}
      />
    </div>
  );
}
