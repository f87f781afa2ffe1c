import type { TestProjectReport } from '@/api/generated/model';
import { Pagination } from '@/components/data-table/pagination';
import { formatDateTime, formatNumber } from '@/lib/format';

import type { TimeRange } from '../dates';
import type { DashboardFilters } from '../filters';
import { useProjectReport } from '../hooks/use-dashboard-data';
import { PROJECT_PAGE_SIZE } from '../search';
import { dashboardStrings as s } from '../strings';
import { DashboardCard } from './dashboard-card';
import { RangeFields } from './range-fields';

export interface ProjectReportCardProps {
  filters: DashboardFilters;
  className?: string;
  onRangeChange: (range: TimeRange) => void;
  onPageChange: (page: number) => void;
}

const c = s.columns;
const columns: readonly {
  header: string;
  cell: (row: TestProjectReport) => string;
  numeric?: boolean;
}[] = [
  { header: c.project, cell: (r) => r.project_name },
  { header: c.fleet, cell: (r) => r.fleet_name },
  { header: c.cars, cell: (r) => formatNumber(r.car_count, 0), numeric: true },
  { header: c.mileage, cell: (r) => formatNumber(r.mileage_km, 1), numeric: true },
  { header: c.hours, cell: (r) => formatNumber(r.test_hours, 1), numeric: true },
  { header: c.volume, cell: (r) => formatNumber(r.data_volume_gb, 1), numeric: true },
  { header: c.start, cell: (r) => formatDateTime(r.start_time) },
  { header: c.end, cell: (r) => formatDateTime(r.end_time) },
];

/** Test project report: the projects' results in the chosen period, 20 per page. */
export function ProjectReportCard({
  filters,
  onRangeChange,
  onPageChange,
  className,
}: ProjectReportCardProps) {
  const query = useProjectReport(filters);
  const page = query.data;
  return (
    <DashboardCard
      className={className}
      title={s.projectReport}
      filters={<RangeFields value={filters.project.range} onChange={onRangeChange} />}
      status={query.status}
      error={query.error}
      empty={page !== undefined && page.list.length === 0 && filters.project.page === 1}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      fetching={query.isPlaceholderData}
      bodyHeight={520}
    >
      {page ? (
        <div className="flex h-full flex-col gap-2">
          <ProjectTable rows={page.list} />
          <Pagination
            pageNo={filters.project.page}
            pageSize={PROJECT_PAGE_SIZE}
            pageSizes={[PROJECT_PAGE_SIZE]}
            total={page.total}
            onChange={({ pageNo }) => onPageChange(pageNo)}
          />
        </div>
      ) : null}
    </DashboardCard>
  );
}

/**
 * The page of projects, its own component: the cells are formatted when React renders this part,
 * at the lower priority the card gives its body, not in the render that brought the answer.
 */
function ProjectTable({ rows }: { rows: readonly TestProjectReport[] }) {
  // Focusable, so keyboard users can scroll the rows that do not fit.
  return (
    <div
      tabIndex={0}
      className="min-h-0 flex-1 overflow-auto rounded border border-border-muted focus-visible:outline-2 focus-visible:outline-focus"
    >
      <table className="w-full min-w-[880px] text-left text-sm">
        <caption className="sr-only">{s.projectReport}</caption>
        <thead className="sticky top-0 bg-surface-muted text-xs text-fg-subtle">
          <tr>
            {columns.map((col) => (
              <th
                key={col.header}
                scope="col"
                className={
                  col.numeric
                    ? 'whitespace-nowrap px-3 py-2 text-right'
                    : 'whitespace-nowrap px-3 py-2'
                }
              >
                {col.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.project_id}-${index}`} className="border-t border-border-subtle">
              {columns.map((col) => (
                <td
                  key={col.header}
                  className={
                    col.numeric
                      ? 'px-3 py-2 text-right tabular-nums'
                      : 'max-w-56 truncate px-3 py-2'
                  }
                  title={col.numeric ? undefined : col.cell(row)}
                >
                  {col.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
