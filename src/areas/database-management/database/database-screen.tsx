import { getRouteApi } from '@tanstack/react-router';

import { useListDatabaseInstances } from '@/api/generated/endpoints/database-management/database-management';

import { BackupList } from './components/backup-list';
import { InstanceTable } from './components/instance-table';
import { TableList } from './components/table-list';
import { databaseStrings as s } from './strings';

const route = getRouteApi('/_app/database-management/database');

/**
 * Databases: the instances with state, size and growth; the chosen one's tables and backups below.
 * The chosen instance, table search, sort and pages live in the URL.
 */
export function DatabaseScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useListDatabaseInstances();
  const instances = query.data?.data;
  const instance =
    instances?.find((i) => i.id === search.instance) ??
    (search.instance === undefined ? instances?.[0] : undefined);

  return (
    <div className="flex flex-col gap-6">
      <InstanceTable
        query={query}
        selectedId={instance?.id}
        // Another instance starts its lists from the top.
        onSelect={(next) =>
          void navigate({ search: next.id === instances?.[0]?.id ? {} : { instance: next.id } })
        }
      />
      {instance ? (
        <>
          <BackupList
            key={`b${instance.id}`}
            instance={instance}
            search={search}
            navigate={navigate}
          />
          <TableList
            key={`t${instance.id}`}
            instance={instance}
            search={search}
            navigate={navigate}
          />
        </>
      ) : query.status === 'success' && instances && instances.length > 0 ? (
        <p className="text-sm text-fg-subtle">{s.chooseInstance}</p>
      ) : null}
    </div>
  );
}
