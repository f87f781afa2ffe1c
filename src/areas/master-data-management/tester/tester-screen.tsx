import { getRouteApi } from '@tanstack/react-router';

import { type Tester, TesterSortBy } from '@/api/generated/model';
import { lazyFormDialog } from '@/components/forms/lazy-form-dialog';

import { MasterListView } from '../shared/master-list-view';
import { enumFilter, filterOptions } from '../shared/options';
import { masterStrings as m } from '../shared/strings';
import { useFleetOptions } from '../shared/use-choice-options';
import { useMasterEnums } from '../shared/use-master-enums';
import { useMasterList } from '../shared/use-master-list';
import { testerStrings as s } from './strings';
import { testerColumns, testerCsv } from './tester-columns';

const route = getRouteApi('/_app/master-data-management/tester');

const TesterDialog = lazyFormDialog(() => import('./tester-dialog'), 'TesterDialog');

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
  const enums = useMasterEnums();
  const fleets = useFleetOptions();
  const master = useMasterList('tester', route, s, {
    sortFields: TesterSortBy,
    params: ({ fleetId, active }) => ({ carTeamId: fleetId, is_active: active }),
    filters: [
      { name: 'fleetId', label: s.fleet, options: filterOptions(fleets), className: 'w-44' },
      { name: 'active', label: s.active, options: enumFilter(enums.active), className: 'w-28' },
    ],
    columns: testerColumns(enums),
    rowLabel: (row) => row.name,
    deleteTexts: describe,
    csv: testerCsv(enums),
  });
  return (
    <MasterListView
      master={master}
      dialog={(props) => <TesterDialog {...props} enums={enums} fleets={fleets} />}
      prefetchDialog={TesterDialog.prefetch}
    />
  );
}
