import { useState } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  getListSigDictsQueryKey,
  useDeleteSigDicts,
  useListSigDicts,
} from '@/api/generated/endpoints/data-compute/data-compute';
import type { ListSigDictsSortBy, SigDictSummary } from '@/api/generated/model';
import { failureText } from '@/api/errors';
import { DataTable, Pagination, type RowAction, type RowId } from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAuthorities } from '@/lib/authority';
import { notify } from '@/lib/notify';
import { sigDictColumns } from './columns';
import { ListFilters } from './list-filters';
import { signalDictStrings as s } from './strings';
import { PAGE_SIZES, useListSearch } from './use-list-search';
import { useValidateDict } from './use-validate-dict';
import { ValidateDialog } from './validate-dialog';

const SORTABLE: readonly ListSigDictsSortBy[] = ['updatedAt', 'createdAt', 'strategy_name'];

interface Doomed {
  ids: number[];
  name?: string;
}

/** Signal dictionaries: search, filters, sort and paging in the URL; validate, edit and delete per row. */
export function SigDictListScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { search, params, pageNo, pageSize, set } = useListSearch();
  const list = useListSigDicts(params, { query: { placeholderData: keepPreviousData } });
  const canDelete = useAuthorities().includes('compute:signal-dict-delete');
  const [selected, setSelected] = useState<Set<RowId>>(new Set());
  const [doomed, setDoomed] = useState<Doomed | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteSigDicts();
  const check = useValidateDict();
  const page = list.data?.data;
  const filtered = Boolean(search.keyword || search.strategy_type || search.dbc_cfg);

  const edit = (row: SigDictSummary) =>
    void navigate({
      to: '/data-compute/signal-dict-handle/$type/$id',
      params: { type: 'edit', id: row.id },
    });
  const askDelete = (target: Doomed) => {
    setRefusal(null);
    setDoomed(target);
  };
  const actions = (row: SigDictSummary): RowAction[] => [
    { label: s.edit, onSelect: () => edit(row) },
    { label: s.validate, onSelect: () => check.open({ id: row.id, name: row.strategy_name }) },
    ...(canDelete
      ? [
          {
            label: s.delete,
            destructive: true,
            onSelect: () => askDelete({ ids: [row.id], name: row.strategy_name }),
          },
        ]
      : []),
  ];

  const confirmDelete = () => {
    if (!doomed) return;
    setRefusal(null);
    remove.mutate(
      { data: { ids: doomed.ids } },
      {
        onSuccess: () => {
          notify({ kind: 'success', message: s.deleted(doomed.ids.length) });
          setSelected(
            (current) => new Set([...current].filter((id) => !doomed.ids.includes(Number(id)))),
          );
          setDoomed(null);
          // The last rows of a later page gone: show the page before instead of an empty one.
          if (page && pageNo > 1 && page.list.every((row) => doomed.ids.includes(row.id)))
            set({ pageNo: pageNo - 1 }, false);
        },
        // Refused (in use, a server fault, no answer): the dialog stays open with the reason, for
        // another try or a cancel.
        onError: (error) => setRefusal(failureText(error, s.deleteFailed)),
        onSettled: () =>
          void queryClient.invalidateQueries({ queryKey: getListSigDictsQueryKey() }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ListFilters search={search} onChange={(patch) => set(patch)} />
        <Button asChild variant="primary">
          <Link to="/data-compute/signal-dict-handle/$type/$id" params={{ type: 'add', id: 0 }}>
            {s.add}
          </Link>
        </Button>
      </div>
      <DataTable
        label={s.listLabel}
        columns={sigDictColumns}
        rows={page?.list}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.strategy_name}
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={filtered ? s.emptyFiltered : s.emptyList}
        fetching={list.isPlaceholderData}
        sorting={{
          id: params.sortBy ?? 'updatedAt',
          desc: (params.sortOrder ?? 'desc') === 'desc',
        }}
        onSortingChange={(next) => {
          const sortBy = SORTABLE.find((id) => id === next?.id);
          set(
            next && sortBy
              ? { sortBy, sortOrder: next.desc ? 'desc' : 'asc' }
              : { sortBy: undefined, sortOrder: undefined },
          );
        }}
        selected={canDelete ? selected : undefined}
        onSelectedChange={canDelete ? setSelected : undefined}
        rowActions={actions}
        toolbar={
          canDelete && selected.size > 0 ? (
            <Button
              size="sm"
              variant="destructive"
              onClick={() => askDelete({ ids: [...selected].map(Number) })}
            >
              {s.bulkDelete}
            </Button>
          ) : null
        }
      />
      {page && page.total > 0 ? (
        <Pagination
          pageNo={pageNo}
          pageSize={pageSize}
          total={page.total}
          pageSizes={PAGE_SIZES}
          onChange={(next) => set(next, false)}
        />
      ) : null}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => (open ? undefined : setDoomed(null))}
        title={s.deleteTitle}
        description={
          doomed?.name ? s.deleteOne(doomed.name) : s.deleteMany(doomed?.ids.length ?? 0)
        }
        confirmLabel={s.delete}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      >
        {refusal ? <Alert>{refusal}</Alert> : null}
      </ConfirmDialog>
      <ValidateDialog
        name={check.name}
        state={check.state}
        onClose={check.close}
        onRetry={check.retry}
      />
    </div>
  );
}
