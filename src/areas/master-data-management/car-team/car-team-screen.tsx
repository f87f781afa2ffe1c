import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useListCarTeams } from '@/api/generated/endpoints/master-data-management/master-data-management';
import type { CarTeam } from '@/api/generated/model';
import { serverSortColumns, serverSortProps } from '@/lib/list-search';
import { DataTable, UrlPagination, type RowAction, type RowId } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { useAuthorities } from '@/lib/authority';
import { carTeamColumns, carTeamSortFields } from './car-team-columns';
import { CarTeamDeleteDialog } from './car-team-delete-dialog';
import { CarTeamFilters } from './car-team-filters';
import { toListParams, type CarTeamFilterPatch } from './list-params';
import { carTeamStrings as s } from './strings';
import { useCarTeamDelete } from './use-car-team-delete';
import { useCarTeamExport } from './use-car-team-export';

const route = getRouteApi('/_app/master-data-management/car-team');

/** Fleets: every fleet with its leader, cars, members and customer tag; filters and paging in the URL. */
export function CarTeamScreen() {
  const search = route.useSearch();
  const navigateList = route.useNavigate();
  const navigate = useNavigate();
  const codes = useAuthorities();
  const canEdit = codes.includes('master:car-team');
  const canDelete = codes.includes('master:car-team-delete');
  const [selected, setSelected] = useState<Set<RowId>>(new Set());
  const query = useListCarTeams(toListParams(search), {
    query: { placeholderData: keepPreviousData },
  });
  const exporter = useCarTeamExport(search);
  const removal = useCarTeamDelete((ids) =>
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(Number(id))))),
  );
  const page = query.data?.data;
  const rows = page?.list;

  const setFilters = (patch: CarTeamFilterPatch) => {
    setSelected(new Set());
    void navigateList({ search: (prev) => ({ ...prev, ...patch, pageNo: undefined }) });
  };
  const open = (type: 'new' | 'edit', id: number) =>
    void navigate({
      to: '/master-data-management/car-team-info/$type/$id',
      params: { type, id },
    });

  const rowActions = (team: CarTeam): RowAction[] => {
    const list: RowAction[] = [];
    if (canEdit) {
      list.push({ label: s.edit, onSelect: () => open('edit', team.id) });
      list.push({ label: s.copy, onSelect: () => open('new', team.id) });
    }
    if (canDelete)
      list.push({ label: s.delete, destructive: true, onSelect: () => removal.ask([team]) });
    return list;
  };
  const chosen = (rows ?? []).filter((team) => selected.has(team.id));

  return (
    <div className="flex flex-col gap-4">
      <CarTeamFilters search={search} onChange={setFilters} />
      <DataTable
        label={s.listTitle}
        columns={serverSortColumns(carTeamColumns, carTeamSortFields)}
        {...serverSortProps(
          search,
          carTeamSortFields,
          (sort) =>
            void navigateList({ search: (prev) => ({ ...prev, ...sort, pageNo: undefined }) }),
        )}
        rows={rows}
        getRowId={(team) => team.id}
        rowLabel={(team) => team.name}
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={s.empty}
        selected={canDelete ? selected : undefined}
        onSelectedChange={canDelete ? setSelected : undefined}
        rowActions={canEdit || canDelete ? rowActions : undefined}
        fetching={query.isPlaceholderData}
        toolbar={
          <>
            {canEdit ? (
              <Button variant="primary" size="sm" onClick={() => open('new', 0)}>
                {s.add}
              </Button>
            ) : null}
            <Button
              size="sm"
              pending={exporter.isPending}
              disabled={!page || page.total === 0}
              onClick={() => exporter.mutate()}
            >
              {s.exportCsv}
            </Button>
            {canDelete ? (
              <Button
                size="sm"
                variant="destructive"
                disabled={chosen.length === 0}
                onClick={() => removal.ask(chosen)}
              >
                {s.bulkDelete}
              </Button>
            ) : null}
          </>
        }
      />
      {page ? (
        <UrlPagination
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          total={page.total}
          navigate={navigateList}
          onPageChange={() => setSelected(new Set())}
        />
      ) : null}
      <CarTeamDeleteDialog
        teams={removal.pending}
        refusal={removal.refusal}
        deleting={removal.deleting}
        onCancel={removal.cancel}
        onConfirm={removal.confirm}
      />
    </div>
  );
}
