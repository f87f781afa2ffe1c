import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';

import {
  getListCarTeamOptionsQueryKey,
  getListCarTeamsQueryKey,
  listCarTeams,
  useDeleteCarTeams,
  useListCarTeams,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { useListCustomerTagOptions } from '@/api/generated/endpoints/system-management/system-management';
import type { CarTeam } from '@/api/generated/model';
import {
  ChoiceFilter,
  DataTable,
  KeywordField,
  ListFilters,
  pageOf,
  type RowAction,
  rowsOf,
  useDeleteFlow,
  useListExport,
  useListSearch,
} from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { useAuthorities } from '@/lib/authority';
import { formatDate } from '@/lib/format';

import { carTeamColumns, carTeamCsvColumns, carTeamSortFields } from './car-team-columns';
import { CarTeamHoldings } from './car-team-holdings';
import { carTeamStrings as s } from './strings';

const route = getRouteApi('/_app/master-data-management/car-team');

/** Fleets: every fleet with its leader, cars, members and customer tag; filters and paging in the URL. */
export function CarTeamScreen() {
  const list = useListSearch({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    sortFields: carTeamSortFields,
    filters: ['userTagId'],
  });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const codes = useAuthorities();
  const canEdit = codes.includes('master:car-team');
  const tags = useListCustomerTagOptions({ query: { staleTime: 60_000 } }).data?.data ?? [];
  const params = { ...list.params, userTagId: list.search.userTagId };
  const query = useListCarTeams(params, { query: { placeholderData: keepPreviousData } });
  const page = pageOf(query);
  const deletion = useDeleteFlow({
    allowed: codes.includes('master:car-team-delete'),
    rows: rowsOf(query),
    getRowId: (team) => team.id,
    scope: list.scope,
    mutation: useDeleteCarTeams(),
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: getListCarTeamsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListCarTeamOptionsQueryKey() });
    },
    details: (teams) => <CarTeamHoldings teams={teams} />,
    texts: {
      title: s.deleteTitle,
      description: (teams) => s.deleteLead(teams.map((team) => team.name)),
      deleted: (count) => s.deleted(count),
      failed: s.deleteFailed,
    },
  });
  const exporter = useListExport({
    fetchPage: (pageNo, pageSize) => listCarTeams({ ...params, pageNo, pageSize }),
    columns: carTeamCsvColumns,
    fileName: (now) => s.exportFileName(formatDate(now.toISOString())),
    texts: { exported: (name) => s.exported(name), failed: s.exportFailed },
  });

  const open = (type: 'new' | 'edit', id: number) =>
    void navigate({
      to: '/master-data-management/car-team-info/$type/$id',
      params: { type, id },
    });
  const rowActions = (team: CarTeam): RowAction[] => [
    ...(canEdit
      ? [
          { label: s.edit, onSelect: () => open('edit', team.id) },
          { label: s.copy, onSelect: () => open('new', team.id) },
        ]
      : []),
    ...(deletion.allowed
      ? [{ label: s.delete, destructive: true, onSelect: () => deletion.ask([team]) }]
      : []),
  ];

  return (
    <div className="flex flex-col gap-4">
      <ListFilters list={list}>
        <KeywordField
          list={list}
          label={s.keyword}
          searchLabel={s.searchLabel}
          placeholder={s.searchPlaceholder}
          className="w-56"
        />
        <ChoiceFilter
          label={s.userTag}
          allLabel={s.allTags}
          value={list.search.userTagId}
          options={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
          onChange={(userTagId) => list.setSearch({ userTagId })}
          className="w-44"
        />
      </ListFilters>
      <DataTable
        label={s.listTitle}
        columns={list.sortable(carTeamColumns)}
        query={query}
        list={list}
        deletion={deletion}
        getRowId={(team) => team.id}
        rowLabel={(team) => team.name}
        emptyText={s.empty}
        rowActions={canEdit || deletion.allowed ? rowActions : undefined}
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
          </>
        }
      />
    </div>
  );
}
