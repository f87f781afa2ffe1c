import { createFileRoute } from '@tanstack/react-router';

import { DatabaseBackupSortBy } from '@/api/generated/model';
import { lazyAreaPage } from '@/lib/lazy-area';
import {
  searchEnum,
  searchId,
  searchPage,
  searchSchema,
  searchSort,
  searchText,
} from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const DatabaseScreen = lazyAreaPage(
  () => import('@/areas/database-management').then((area) => area.databaseScreen()),
  (screen) => screen.DatabaseScreen,
);

/** The chosen instance, its table search, sort and page, and its backups' page and state. */
const databaseSearch = searchSchema({
  instance: searchId,
  keyword: searchText,
  sortBy: searchEnum(['sizeBytes', 'rows', 'tableName', 'lastWriteAt']),
  pageNo: searchPage,
  pageSize: searchPage,
  backupPageNo: searchPage,
  backupPageSize: searchPage,
  backupStatus: searchEnum(['running', 'succeeded', 'failed']),
  backupSortBy: searchEnum(Object.values(DatabaseBackupSortBy)),
  backupSortOrder: searchSort,
});

export const Route = createFileRoute('/_app/database-management/database')({
  validateSearch: databaseSearch,
  staticData: { title: routeTitles.database },
  loader: () => DatabaseScreen.prefetch(),
  component: DatabaseScreen,
});
