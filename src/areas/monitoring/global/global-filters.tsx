import { useQuery } from '@tanstack/react-query';

import {
  getListFleetCarsUrl,
  listFleetCars,
  useListFleets,
} from '@/api/generated/endpoints/dashboard/dashboard';
import { Button } from '@/components/ui/button';
import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';

import { monitoringStrings as s, stateOptions } from '../strings';
import type { GlobalFilterPatch, GlobalSearch, MonitorState } from './search';

const ALL = 'all';
const LONG = 5 * 60_000;

interface Choice {
  value: string;
  label: string;
}

function Filter(props: {
  label: string;
  allLabel: string;
  value: string | undefined;
  options: readonly Choice[];
  onChange: (value: string | undefined) => void;
}) {
  const { label, allLabel, value, options, onChange } = props;
  return (
    <SelectField
      label={label}
      className="w-40"
      value={value ?? ALL}
      onValueChange={(next) => onChange(next === ALL ? undefined : next)}
    >
      <SelectItem value={ALL}>{allLabel}</SelectItem>
      {options.map((option) => (
        <SelectItem key={option.value} value={option.value}>
          {option.label}
        </SelectItem>
      ))}
      {value !== undefined && !options.some((o) => o.value === value) ? (
        <SelectItem value={value}>{value}</SelectItem>
      ) : null}
    </SelectField>
  );
}

/** Fleet, car (of the chosen fleet) and state; all in the URL. */
export function GlobalFilters(props: {
  search: GlobalSearch;
  onChange: (patch: GlobalFilterPatch) => void;
}) {
  const { search, onChange } = props;
  const fleets = useListFleets(undefined, { query: { staleTime: LONG } });
  const body = { carTeamIds: search.fleetId === undefined ? [] : [search.fleetId] };
  const cars = useQuery({
    queryKey: [getListFleetCarsUrl(), body],
    queryFn: ({ signal }) => listFleetCars(body, { signal }),
    enabled: search.fleetId !== undefined,
    staleTime: LONG,
  });
  const toNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  const filtered =
    search.fleetId !== undefined || search.carId !== undefined || search.state !== undefined;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Filter
        label={s.fleet}
        allLabel={s.allFleets}
        value={search.fleetId === undefined ? undefined : String(search.fleetId)}
        options={(fleets.data?.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
        onChange={(value) => onChange({ fleetId: toNumber(value), carId: undefined })}
      />
      <Filter
        label={s.car}
        allLabel={s.allCars}
        value={search.carId === undefined ? undefined : String(search.carId)}
        options={(cars.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.plate }))}
        onChange={(value) => onChange({ carId: toNumber(value) })}
      />
      <Filter
        label={s.state}
        allLabel={s.allStates}
        value={search.state}
        options={stateOptions}
        onChange={(value) => onChange({ state: value as MonitorState | undefined })}
      />
      {filtered ? (
        <Button
          size="sm"
          onClick={() => onChange({ fleetId: undefined, carId: undefined, state: undefined })}
        >
          {s.reset}
        </Button>
      ) : null}
    </div>
  );
}
