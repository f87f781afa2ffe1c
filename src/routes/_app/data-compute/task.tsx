import { createFileRoute } from '@tanstack/react-router';

import { lazyAreaPage } from '@/lib/lazy-area';
import {
  searchEnum,
  searchInt,
  searchIntList,
  searchPage,
  searchSchema,
  searchSort,
  searchText,
  searchTextList,
} from '@/lib/search-params';
import { routeTitles } from '@/strings/routes';

const TaskListScreen = lazyAreaPage(
  () => import('@/areas/data-compute').then((area) => area.taskListScreen()),
  (screen) => screen.TaskListScreen,
);

/** Filters, search, sort and paging of the task list (contract names of listDatasetTasks). */
const taskListSearch = searchSchema({
  pageNo: searchPage,
  pageSize: searchPage,
  keyword: searchText,
  vins: searchTextList,
  versions: searchIntList,
  portTypes: searchTextList,
  status: searchInt,
  sortBy: searchEnum(['createdAt', 'updatedAt', 'name', 'startTime', 'status', 'progress']),
  sortOrder: searchSort,
});

export const Route = createFileRoute('/_app/data-compute/task')({
  validateSearch: taskListSearch,
  staticData: { title: routeTitles.task },
  loader: () => TaskListScreen.prefetch(),
  component: TaskListScreen,
});
