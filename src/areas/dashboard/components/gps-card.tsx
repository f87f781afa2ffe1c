import type { IdName } from '@/api/generated/model';
import { GpsPathView } from '@/components/gps/gps-path-view';
import { fields } from '@/strings/common';

import type { TimeRange } from '../dates';
import type { DashboardFilters } from '../filters';
import { useGpsTrace } from '../hooks/use-dashboard-data';
import { dashboardStrings as s } from '../strings';
import { DashboardCard } from './dashboard-card';
import { MultiSelect } from './multi-select';
import { RangeFields } from './range-fields';

export interface GpsCardProps {
  filters: DashboardFilters;
  cars: readonly IdName[];
  onCarsChange: (cars: number[]) => void;
  onRangeChange: (range: TimeRange) => void;
}

const HEIGHT = 380;

/** GPS path echo: the chosen cars' paths in the chosen period, drawn without a map service. */
export function GpsCard({ filters, cars, onCarsChange, onRangeChange }: GpsCardProps) {
  const query = useGpsTrace(filters);
  const gps = query.data;
  return (
    <DashboardCard
      title={s.gpsTrace}
      filters={
        <>
          <MultiSelect
            label={fields.car}
            options={cars}
            value={filters.gps.cars}
            onChange={onCarsChange}
            allText={s.allCars}
          />
          <RangeFields value={filters.gps.range} onChange={onRangeChange} />
        </>
      }
      status={query.status}
      error={query.error}
      empty={gps?.noFixes === true}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      fetching={query.isFetching}
      bodyHeight={HEIGHT}
    >
      {gps ? (
        <GpsPathView prepared={gps.prepared} height={HEIGHT} ariaLabel={s.gpsMapLabel} />
      ) : null}
    </DashboardCard>
  );
}
