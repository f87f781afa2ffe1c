import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';

import {
  getListTestProjectsQueryKey,
  useDeleteTestProjects,
  useListTestProjects,
} from '@/api/generated/endpoints/test-project-management/test-project-management';
import type { TestProject } from '@/api/generated/model';
import {
  AddButton,
  DataTable,
  pageOf,
  type RowAction,
  rowsOf,
  useDeleteFlow,
} from '@/components/data-table';
import { lazyFormDialog } from '@/components/forms/lazy-form-dialog';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/authority';

import { dashboardSearch } from './dashboard-link';
import { projectColumns } from './project-columns';
import { ProjectFilters } from './project-filters';
import type { ProjectDialogTarget } from './project-form-dialog';
import { filterParams, useProjectListSearch } from './search';
import { testProjectStrings as s } from './strings';
import { useProjectExport } from './use-project-export';
import { useStatusLabels } from './use-project-options';

const ProjectFormDialog = lazyFormDialog(
  () => import('./project-form-dialog'),
  'ProjectFormDialog',
);

/** Test projects: projects with status, period, fleets, cars, testers and progress; filters in the URL. */
export function TestProjectScreen() {
  const list = useProjectListSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { labels } = useStatusLabels();
  const columns = useMemo(() => projectColumns(labels), [labels]);
  const [dialog, setDialog] = useState<ProjectDialogTarget>(null);
  const params = { ...list.params, ...filterParams(list.search) };
  const query = useListTestProjects(params, { query: { placeholderData: keepPreviousData } });
  const exporter = useProjectExport(params, labels);
  const page = pageOf(query);
  const deletion = useDeleteFlow({
    allowed: useCan('test-project:delete'),
    rows: rowsOf(query),
    getRowId: (p) => p.id,
    scope: list.scope,
    mutation: useDeleteTestProjects(),
    refresh: () => void queryClient.invalidateQueries({ queryKey: getListTestProjectsQueryKey() }),
    texts: {
      title: s.deleteTitle,
      description: (projects) => s.deleteDescription(projects.map((p) => p.name)),
      deleted: s.deleted,
      failed: s.deleteFailed,
    },
  });

  const openDashboard = (project: TestProject) =>
    void navigate({ to: '/dashboard', search: dashboardSearch(project) });

  const rowActions = (project: TestProject): RowAction[] => [
    { label: s.openDashboard, code: 'dashboard:view', onSelect: () => openDashboard(project) },
    {
      label: s.edit,
      code: 'test-project:edit',
      onSelect: () => setDialog({ kind: 'edit', row: project }),
    },
    {
      label: s.delete,
      code: 'test-project:delete',
      destructive: true,
      onSelect: () => deletion.ask([project]),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <ProjectFilters list={list} />
      <DataTable
        label={s.listTitle}
        columns={list.sortable(columns)}
        query={query}
        list={list}
        deletion={deletion}
        getRowId={(p) => p.id}
        rowLabel={(p) => p.name}
        emptyText={s.empty}
        rowActions={rowActions}
        toolbar={
          <>
            <AddButton
              code="test-project:edit"
              onClick={() => setDialog({ kind: 'add' })}
              prefetch={ProjectFormDialog.prefetch}
            />
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
      <ProjectFormDialog target={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
