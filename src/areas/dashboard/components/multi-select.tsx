import { useId } from 'react';
import { DropdownMenu as Menu } from 'radix-ui';
import type { IdName } from '@/api/generated/model';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { dashboardStrings as s } from '../strings';

export interface MultiSelectProps {
  /** Accessible name (glossary: 车队, 车辆). */
  label: string;
  options: readonly IdName[];
  value: readonly number[];
  onChange: (next: number[]) => void;
  /** Shown when nothing is chosen (which means all). */
  allText: string;
}

/** Picks several ids from a list; keyboard: Enter/Space opens, arrows move, Space toggles. */
export function MultiSelect({ label, options, value, onChange, allText }: MultiSelectProps) {
  const labelId = useId();
  const summaryId = useId();
  const chosen = new Set(value);
  const names = options.filter((o) => chosen.has(o.id)).map((o) => o.name);
  const summary =
    value.length === 0 ? allText : names.length === 1 ? names[0] : s.selectedCount(value.length);
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((item) => item !== id));

  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-xs text-slate-500">
        {label}
      </span>
      <Menu.Root modal={false}>
        <Menu.Trigger
          aria-labelledby={labelId}
          aria-describedby={summaryId}
          className={cn(buttonVariants({ size: 'sm' }), 'w-40 justify-between font-normal')}
        >
          <span id={summaryId} className="truncate">
            {summary}
          </span>
          <svg viewBox="0 0 24 24" className="size-4 shrink-0 text-slate-500" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="start"
            sideOffset={4}
            aria-label={label}
            className="z-50 max-h-72 w-56 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg"
          >
            {options.length === 0 ? (
              <p className="px-2 py-1.5 text-slate-500">{s.noOptions}</p>
            ) : (
              options.map((option) => (
                <Menu.CheckboxItem
                  key={option.id}
                  checked={chosen.has(option.id)}
                  onCheckedChange={(on) => toggle(option.id, on)}
                  onSelect={(event) => event.preventDefault()}
                  className="flex cursor-default items-center gap-2 rounded px-2 py-1.5 outline-none data-[highlighted]:bg-slate-100"
                >
                  <span className="flex size-4 shrink-0 items-center justify-center rounded border border-slate-400">
                    <Menu.ItemIndicator>
                      <svg viewBox="0 0 24 24" className="size-3 text-blue-700" aria-hidden="true">
                        <path
                          d="M5 12l5 5 9-10"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="3"
                        />
                      </svg>
                    </Menu.ItemIndicator>
                  </span>
                  <span className="truncate">{option.name}</span>
                </Menu.CheckboxItem>
              ))
            )}
            {value.length > 0 ? (
              <>
                <Menu.Separator className="my-1 h-px bg-slate-200" />
                <Menu.Item
                  onSelect={() => onChange([])}
                  className="rounded px-2 py-1.5 text-blue-700 outline-none data-[highlighted]:bg-slate-100"
                >
                  {s.clearSelection}
                </Menu.Item>
              </>
            ) : null}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </div>
  );
}
