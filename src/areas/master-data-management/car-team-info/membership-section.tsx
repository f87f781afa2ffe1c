import { type ChosenEntry, ChosenList } from './chosen-list';
import { type PickItem, PickList } from './pick-list';

interface MembershipSectionProps {
  heading: string;
  pickerTitle: string;
  searchLabel: string;
  chosenTitle: string;
  options: {
    status: 'pending' | 'error' | 'success';
    items: readonly PickItem[] | undefined;
    error?: string;
    retry: () => void;
  };
  chosen: readonly ChosenEntry[];
  onAdd: (id: number) => void;
  onRemove: (id: number) => void;
}

/** One side of the fleet (its cars, or its members): every record to pick from, and the chosen. */
export function MembershipSection(props: MembershipSectionProps) {
  const { options, chosen, onAdd, onRemove } = props;
  const ids = new Set(chosen.map((entry) => entry.id));
  return (
    <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-base font-semibold text-slate-900">{props.heading}</h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <PickList
          title={props.pickerTitle}
          searchLabel={props.searchLabel}
          status={options.status}
          items={options.items}
          error={options.error}
          onRetry={options.retry}
          chosen={ids}
          onToggle={(id, on) => (on ? onAdd(id) : onRemove(id))}
        />
        <ChosenList title={props.chosenTitle} entries={chosen} onRemove={onRemove} />
      </div>
    </section>
  );
}
