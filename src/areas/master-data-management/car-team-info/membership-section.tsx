import { useFormContext, useWatch } from 'react-hook-form';

import { type ChosenEntry, ChosenList } from './chosen-list';
import type { CarTeamForm } from './form-model';
import { type PickItem, PickList } from './pick-list';

type Side = 'cars' | 'members';
type Held<N extends Side> = CarTeamForm[N][number];

export interface MembershipTexts {
  heading: string;
  picker: string;
  search: string;
  chosen: (count: number) => string;
}

interface MembershipSectionProps<N extends Side> {
  /** The side of the fleet this section edits. */
  name: N;
  texts: MembershipTexts;
  options: {
    status: 'pending' | 'error' | 'success';
    items: readonly PickItem[] | undefined;
    error?: string;
    retry: () => void;
    /** The record of a picked id, as the form keeps it. */
    ref: (id: number) => Held<N> | undefined;
  };
  entry: (held: Held<N>) => ChosenEntry;
  /** After a record was taken out (a leader taken out of the fleet no longer leads it). */
  onRemoved?: (id: number) => void;
}

/** One side of the fleet (its cars, or its members): every record to pick from, and the chosen. */
export function MembershipSection<N extends Side>(props: MembershipSectionProps<N>) {
  const { texts, options } = props;
  const side: Side = props.name;
  // Either side, by its name: the form's own types cannot follow a name that is a type parameter.
  const { getValues, setValue } = useFormContext<Record<Side, Held<N>[]>>();
  const held = useWatch<Record<Side, Held<N>[]>, Side>({ name: side });
  const write = (next: Held<N>[]) => setValue(side, next, { shouldDirty: true });
  const add = (id: number) => {
    const record = options.ref(id);
    if (record) write([...getValues(side), record]);
  };
  const remove = (id: number) => {
    write(getValues(side).filter((item) => item.id !== id));
    props.onRemoved?.(id);
  };
  return (
    <section className="flex flex-col gap-4 rounded-lg border border-border-muted bg-surface p-4">
      <h2 className="text-base font-semibold text-fg">{texts.heading}</h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <PickList
          title={texts.picker}
          searchLabel={texts.search}
          status={options.status}
          items={options.items}
          error={options.error}
          onRetry={options.retry}
          chosen={new Set(held.map((item) => item.id))}
          onToggle={(id, on) => (on ? add(id) : remove(id))}
        />
        <ChosenList
          title={texts.chosen(held.length)}
          entries={held.map(props.entry)}
          onRemove={remove}
        />
      </div>
    </section>
  );
}
