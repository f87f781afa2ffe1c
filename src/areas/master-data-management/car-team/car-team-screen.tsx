import { getRouteApi, useNavigate } from '@tanstack/react-router';

import { getListCarTeamOptionsQueryKey } from '@/api/generated/endpoints/master-data-management/master-data-management';
import { useListCustomerTagOptions } from '@/api/generated/endpoints/system-management/system-management';
import type { CarTeam } from '@/api/generated/model';
import { formatDate } from '@/lib/format';

import { MasterListView } from '../shared/master-list-view';
import { useMasterList } from '../shared/use-master-list';
import { carTeamColumns, carTeamCsvColumns, carTeamSortFields } from './car-team-columns';
import { CarTeamHoldings } from './car-team-holdings';
import { carTeamStrings as s } from './strings';

const route = getRouteApi('/_app/master-data-management/car-team');

const deleteTexts = {
  title: s.deleteTitle,
  description: (teams: readonly CarTeam[]) => s.deleteLead(teams.map((team) => team.name)),
  deleted: (count: number) => s.deleted(count),
  failed: s.deleteFailed,
};

const exportNames = {
  fileName: (now: Date) => s.exportFileName(formatDate(now.toISOString())),
  texts: { exported: (name: string) => s.exported(name), failed: s.exportFailed },
};

/** Fleets: every fleet with its leader, cars, members and customer tag; filters and paging in the URL. */
export function CarTeamScreen() {
  const navigate = useNavigate();
  const tags = useListCustomerTagOptions({ query: { staleTime: 60_000 } }).data?.data ?? [];
  const tagOptions = tags.map((tag) => ({ value: tag.id, label: tag.name }));
  const master = useMasterList('car-team', route, s, {
    sortFields: carTeamSortFields,
    params: ({ userTagId }) => ({ userTagId }),
    filters: [
      {
        name: 'userTagId',
        label: s.userTag,
        allLabel: s.allTags,
        options: tagOptions,
        className: 'w-44',
      },
    ],
    columns: carTeamColumns,
    rowLabel: (team) => team.name,
    deleteTexts,
    details: (teams) => <CarTeamHoldings teams={teams} />,
    alsoRefresh: [getListCarTeamOptionsQueryKey()],
    csv: carTeamCsvColumns,
    exportNames,
  });
  // A fleet opens on a page of its own: new/0 blank, new/{id} a copy of it, edit/{id}.
  const open = (type: 'new' | 'edit', id: number) =>
    void navigate({ to: '/master-data-management/car-team-info/$type/$id', params: { type, id } });
  return (
    <MasterListView
      master={master}
      onAdd={() => open('new', 0)}
      onEdit={(team) => open('edit', team.id)}
      moreActions={(team) => [{ label: s.copy, onSelect: () => open('new', team.id) }]}
      exportNeedsRows
    />
  );
}
