import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';

import { holdsAll, pathAuthority } from '@/components/layout/navigation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useAuthorities } from '@/lib/authority';
import { cn } from '@/lib/class-names';
import { getUserInfo } from '@/lib/storage';
import { common } from '@/strings/common';

import { matchScreens, paletteScreens } from './match';
import { recentPlaces } from './recent-places';
import { paletteStrings as s } from './strings';
import { type RecordSearchGroup, useRecordSearch } from './use-record-search';

/** One choice of the palette: where it leads and how it shows. */
export interface PaletteOption {
  id: string;
  label: string;
  hint: string | null;
  href: string;
}

export interface PaletteSection {
  id: string;
  label: string;
  options: readonly PaletteOption[];
}

export interface PaletteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The command palette's dialog: loaded on its first use, mounted only while open. */
export function PaletteDialog({ open, onOpenChange }: PaletteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-[12vh] max-w-xl translate-y-0 gap-3 p-4">
        <DialogTitle className="sr-only">{s.title}</DialogTitle>
        <DialogDescription className="sr-only">{s.description}</DialogDescription>
        <PaletteSearch onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function useSections(text: string, records: readonly RecordSearchGroup[]): PaletteSection[] {
  const held = useAuthorities();
  const router = useRouter();
  const here = useRouterState({ select: (state) => state.location.href });
  const empty = text.trim() === '';
  const userId = getUserInfo()?.id;
  const recent = useMemo(
    () =>
      empty && userId !== undefined
        ? recentPlaces(userId).filter(
            (place) => place.href !== here && holdsAll(held, pathAuthority(place.href)),
          )
        : [],
    [empty, userId, held, here],
  );
  const screens = useMemo(() => matchScreens(paletteScreens(held), text), [held, text]);
  return [
    {
      id: 'recent',
      label: s.groups.recent,
      options: recent.map((place, index) => ({
        id: `recent-${index}`,
        label: place.title,
        hint: place.href,
        href: place.href,
      })),
    },
    {
      id: 'screens',
      label: s.groups.screens,
      options: screens.map((screen) => ({
        id: `screen-${screen.to}`,
        label: screen.title,
        hint: screen.area,
        href: screen.to,
      })),
    },
    ...records.map(({ group, state }) => ({
      id: group.id,
      label: group.label,
      options:
        state.status === 'done'
          ? state.hits.map((hit) => ({
              id: hit.id,
              label: hit.label,
              hint: hit.hint,
              href: router.buildLocation({ to: hit.to, search: { keyword: hit.keyword } }).href,
            }))
          : [],
    })),
  ];
}

/** The search field (a combobox) and its list of choices in groups. */
export function PaletteSearch({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const records = useRecordSearch(text);
  const sections = useSections(text, records);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionDomId = (option: PaletteOption) => `${baseId}-${option.id}`;

  const options = sections.flatMap((section) => section.options);
  const active = options.find((option) => option.id === activeId) ?? options[0];
  const activeDomId = active ? optionDomId(active) : undefined;

  useEffect(() => {
    if (activeDomId === undefined) return;
    document.getElementById(activeDomId)?.scrollIntoView({ block: 'nearest' });
  }, [activeDomId]);

  const choose = (option: PaletteOption) => {
    onDone();
    void navigate({ href: option.href });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const at = active ? options.indexOf(active) : -1;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = options[(at + step + options.length) % options.length];
      setActiveId(next?.id ?? null);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) choose(active);
    }
  };

  const searching = records.filter((entry) => entry.state.status === 'loading');
  const failures = records.flatMap(({ group, state }) =>
    state.status === 'failed' ? [{ group, reason: state.reason, retry: state.retry }] : [],
  );
  const noResults =
    text.trim() !== '' && options.length === 0 && searching.length === 0 && failures.length === 0;

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <input
        type="text"
        role="combobox"
        aria-label={s.fieldLabel}
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeDomId}
        placeholder={s.placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveId(null);
        }}
        onKeyDown={onKeyDown}
        className="h-11 w-[calc(100%-2.5rem)] rounded-md border border-border bg-surface px-3 text-base text-fg placeholder:text-fg-placeholder focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-focus/30"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={s.results}
        className="max-h-[50vh] min-h-0 overflow-y-auto"
      >
        {sections.map((section) =>
          section.options.length === 0 ? null : (
            <div
              key={section.id}
              role="group"
              aria-labelledby={`${baseId}-${section.id}-label`}
              className="pb-2"
            >
              <div
                id={`${baseId}-${section.id}-label`}
                role="presentation"
                className="px-2 py-1 text-xs font-medium text-fg-muted"
              >
                {section.label}
              </div>
              {section.options.map((option) => (
                <div
                  key={option.id}
                  id={optionDomId(option)}
                  role="option"
                  aria-selected={option === active}
                  // Focus stays in the field: the pointer chooses without taking it.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActiveId(option.id)}
                  onClick={() => choose(option)}
                  className={cn(
                    'flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-2 py-1.5 text-sm text-fg',
                    option === active && 'bg-primary-soft text-primary-text',
                  )}
                >
                  <span className="truncate">{option.label}</span>
                  {option.hint ? (
                    <span className="shrink-0 truncate text-xs text-fg-muted">{option.hint}</span>
                  ) : null}
                </div>
              ))}
            </div>
          ),
        )}
      </div>
      <div aria-live="polite" className="flex flex-col gap-1 text-sm empty:hidden">
        {noResults ? <p className="px-2 py-4 text-center text-fg-muted">{s.noResults}</p> : null}
        {searching.map(({ group }) => (
          <p key={group.id} className="flex items-center gap-2 px-2 text-fg-muted">
            <Spinner />
            <span>{s.searching(group.label)}</span>
          </p>
        ))}
        {failures.map(({ group, reason, retry }) => (
          <div key={group.id} className="flex items-center justify-between gap-2 px-2">
            <p className="text-danger-text">{s.failed(group.label, reason)}</p>
            <Button size="sm" variant="outline" onClick={retry}>
              {common.retry}
            </Button>
          </div>
        ))}
      </div>
      <p className="px-2 text-xs text-fg-subtle">{s.hint}</p>
    </div>
  );
}
