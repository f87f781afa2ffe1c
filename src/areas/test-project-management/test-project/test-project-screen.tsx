import { serverSortColumns, serverSortProps } from '@/lib/list-search';
import { testProjectSortFields } from './project-columns';
import { useMemo, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useListTestProjects } from '@/api/generated/endpoints/test-project-management/test-project-management';
import type { TestProject } from '@/api/generated/model';
import { DataTable, UrlPagination, type RowAction, type RowId } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAuthorities } from '@/lib/authority';
import { dashboardSearch } from './dashboard-link';
import { toListParams, type TestProjectFilterPatch } from './list-params';
import { projectColumns } from './project-columns';
import { ProjectFilters } from './project-filters';
import { ProjectFormDialog, type ProjectDialogTarget } from './project-form-dialog';
import { testProjectStrings as s } from './strings';
import { useProjectDelete } from './use-project-delete';
import { useProjectExport } from './use-project-export';
import { useStatusLabels } from './use-project-options';

const route = getRouteApi('/_app/test-project-management/testproject');

/** Test projects: projects with status, period, fleets, cars, testers and progress; filters in the URL. */
export function TestProjectScreen() {
  const search = route.useSearch();
  const navigateList = route.useNavigate();
  const navigate = useNavigate();
  const codes = useAuthorities();
  // Creating and editing come with the screen's code; deleting has its own.
  const canEdit = codes.includes('test-project:view');
  const canDelete = codes.includes('test-project:delete');
  const { labels } = useStatusLabels();
  const columns = useMemo(() => projectColumns(labels), [labels]);
  const [selected, setSelected] = useState<Set<RowId>>(new Set());
  const [dialog, setDialog] = useState<ProjectDialogTarget>(null);
  const query = useListTestProjects(toListParams(search), {
    query: { placeholderData: keepPreviousData },
  });
  const exporter = useProjectExport(search, labels);
  const removal = useProjectDelete((ids) =>
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(Number(id))))),
  );
  const page = query.data?.data;
  const rows = page?.list;

  const setFilters = (patch: TestProjectFilterPatch) => {
    setSelected(new Set());
    void navigateList({ search: (prev) => ({ ...prev, ...patch, pageNo: undefined }) });
  };
  const openDashboard = (project: TestProject) =>
    void navigate({ to: '/dashboard', search: dashboardSearch(project) });

  const rowActions = (project: TestProject): RowAction[] => {
    const list: RowAction[] = [{ label: s.openDashboard, onSelect: () => openDashboard(project) }];
    if (canEdit) list.push({ label: s.edit, onSelect: () => setDialog({ kind: 'edit', project }) });
    if (canDelete)
      list.push({ label: s.delete, destructive: true, onSelect: () => removal.ask([project]) });
    return list;
  };
  const chosen = (rows ?? []).filter((p) => selected.has(p.id));

  return (
    <div className="flex flex-col gap-4">
      <ProjectFilters search={search} onChange={setFilters} />
      <DataTable
        label={s.listTitle}
        columns={serverSortColumns(columns, testProjectSortFields)}
        {...serverSortProps(
          search,
          testProjectSortFields,
          (sort) =>
            void navigateList({ search: (prev) => ({ ...prev, ...sort, pageNo: undefined }) }),
        )}
        rows={rows}
        getRowId={(p) => p.id}
        rowLabel={(p) => p.name}
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={s.empty}
        selected={canDelete ? selected : undefined}
        onSelectedChange={canDelete ? setSelected : undefined}
        rowActions={rowActions}
        fetching={query.isPlaceholderData}
        toolbar={
          <>
            {canEdit ? (
              <Button variant="primary" size="sm" onClick={() => setDialog({ kind: 'add' })}>
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
      <ConfirmDialog
        open={removal.pending !== null}
        onOpenChange={(open) => (open ? undefined : removal.cancel())}
        title={s.deleteTitle}
        description={
          removal.pending ? s.deleteDescription(removal.pending.map((p) => p.name)) : undefined
        }
        confirmLabel={s.delete}
        destructive
        pending={removal.deleting}
        onConfirm={removal.confirm}
      />
      <ProjectFormDialog target={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
