import { type FormEvent, useState } from 'react';

import { useListVehicles } from '@/api/generated/endpoints/master-data-management/master-data-management';
import { Button } from '@/components/ui/button';
import { DateRangePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { Option } from '@/components/ui/multi-select';
import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import { rangeProblem } from '@/lib/date-text';

import { isVin, type TestingCheckSearch, urlTime } from '../search';
import { testingCheckStrings as s } from '../strings';

const ALL = '__all__';

interface TraceQueryFormProps {
  initial: { start: Date | null; end: Date | null; vin: string; portType: string };
  /** Ports to offer: those of the server's port_type enumeration and the one in the URL. */
  ports: readonly Option<string>[] | undefined;
  /** A problem the URL's range already has (shown at once). */
  urlProblem: string | null;
  onSubmit: (search: TestingCheckSearch) => void;
  onReset: () => void;
}

/** Time window, car and port of the trace; nothing is sent while the range breaks spec section 5. */
export function TraceQueryForm({
  initial,
  ports,
  urlProblem,
  onSubmit,
  onReset,
}: TraceQueryFormProps) {
  const [range, setRange] = useState({ start: initial.start, end: initial.end });
  const [vin, setVin] = useState(initial.vin);
  const [portType, setPortType] = useState(initial.portType || ALL);
  const [submitted, setSubmitted] = useState(urlProblem !== null);
  const [vinError, setVinError] = useState<string | null>(null);
  const cars = useListVehicles({ pageNo: 1, pageSize: 200 });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problem = rangeProblem(range.start, range.end);
    const vinProblem = isVin(vin.trim().toUpperCase()) ? null : s.vinMissing;
    setVinError(vinProblem);
    if (problem || vinProblem || !range.start || !range.end) {
      const form = event.currentTarget as HTMLFormElement;
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onSubmit({
      startTime: urlTime(range.start),
      endTime: urlTime(range.end),
      vin: vin.trim().toUpperCase(),
      portType: portType === ALL ? undefined : portType,
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-start gap-3"
      aria-label={s.title}
    >
      <DateRangePicker
        startLabel={s.startTime}
        endLabel={s.endTime}
        value={range}
        showProblem={submitted}
        onValueChange={(next) => setRange(next)}
      />
      <FormField label={s.vin} error={vinError} className="w-56">
        <Input
          value={vin}
          list="testing-check-cars"
          placeholder={s.vinHint}
          autoComplete="off"
          onChange={(event) => setVin(event.target.value)}
        />
      </FormField>
      <datalist id="testing-check-cars">
        {cars.data?.data.list.map((car) => (
          <option key={car.id} value={car.vin}>
            {car.plate}
          </option>
        ))}
      </datalist>
      <SelectField label={s.portType} value={portType} onValueChange={setPortType} className="w-56">
        <SelectItem value={ALL}>{s.allPorts}</SelectItem>
        {(ports ?? []).map((port) => (
          <SelectItem key={port.value} value={port.value}>
            {port.label}
          </SelectItem>
        ))}
      </SelectField>
      <div className="flex gap-2 self-end">
        <Button type="submit">{s.search}</Button>
        <Button type="button" variant="outline" onClick={onReset}>
          {s.reset}
        </Button>
      </div>
    </form>
  );
}
