import { endOfDay, getMonth, getYear, setMonth, startOfDay } from 'date-fns';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { cn } from '@/lib/class-names';
import {
  DATE_FORMATS,
  type DateKind,
  type DateRange,
  formatDateText,
  parseDateText,
  presetRange,
  type RangePresetId,
  rangeProblem,
  toWholeSecond,
} from '@/lib/date-text';
import { lazyAreaPage } from '@/lib/lazy-area';
import { common } from '@/strings/common';

import { Input } from './input';
import { Label } from './label';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { Spinner } from './spinner';
import { uiStrings as s } from './strings';

interface FieldProps {
  /** The visible label, also the field's accessible name. */
  label: string;
  value: Date | null;
  /** Called with a complete value, or null when the field is emptied. */
  onValueChange: (value: Date | null) => void;
  /** A problem found outside the field (the range rule), shown by the caller. */
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  className?: string;
  /** A field that cannot be empty: emptying it brings its value back. */
  required?: boolean;
  /** The input's name, so a form can focus it (focusFirstInvalid). */
  name?: string;
  /** Told whether the typed text fails to read as a date (the field says so itself). */
  onTypedProblem?: (problem: boolean) => void;
}

export interface DatePickerProps extends FieldProps {
  kind?: Exclude<DateKind, 'month'>;
  /** The time a day picked in the calendar gets: its first or its last second. */
  timeOfDay?: 'start' | 'end';
}

const CalendarIcon = () => (
  <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor">
    <rect x="3" y="4.5" width="14" height="12" rx="1.5" strokeWidth="1.5" />
    <path d="M3 8.5h14M7 2.5v4M13 2.5v4" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);

/**
 * A typed field with a calendar beside it. What the user types stays as typed until it reads as a
 * value (Enter or leaving the field); text that does not read keeps its place with a message.
 */
function useTypedValue(
  kind: DateKind,
  {
    value,
    onValueChange,
    required,
    onTypedProblem,
  }: Pick<FieldProps, 'value' | 'onValueChange' | 'required' | 'onTypedProblem'>,
) {
  const shown = formatDateText(kind, value);
  const [text, setText] = useState(shown);
  const [lastShown, setLastShown] = useState(shown);
  const [problem, setProblem] = useState(false);
  // A new value from outside (a preset, the URL) replaces what was typed.
  if (shown !== lastShown) {
    setLastShown(shown);
    setText(shown);
    setProblem(false);
  }
  const commit = () => {
    if (text.trim() === '') {
      setProblem(false);
      if (required) setText(shown);
      else if (value) onValueChange(null);
      return;
    }
    const read = parseDateText(kind, text);
    if (!read) return setProblem(true);
    setProblem(false);
    setText(formatDateText(kind, read));
    if (read.getTime() !== value?.getTime()) onValueChange(read);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Committed before the form's own submit reads the value (Enter also submits a form).
    if (event.key === 'Enter') flushSync(commit);
  };
  useEffect(() => onTypedProblem?.(problem), [problem, onTypedProblem]);
  return { text, setText, problem, commit, onKeyDown };
}

interface ShellProps extends FieldProps {
  kind: DateKind;
  typed: ReturnType<typeof useTypedValue>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called when the user is about to open the picker: pointer over or focus on its button. */
  onPrepare?: () => void;
  children: ReactNode;
}

function PickerShell({
  kind,
  label,
  name,
  typed,
  invalid,
  describedBy,
  disabled,
  className,
  open,
  onOpenChange,
  onPrepare,
  children,
}: ShellProps) {
  const id = useId();
  const problemId = `${id}-format`;
  const described = [typed.problem ? problemId : undefined, describedBy].filter(Boolean).join(' ');
  const width = kind === 'datetime' ? 'w-56' : 'w-40';
  return (
    <div className={cn('flex flex-col gap-field', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Popover open={open} onOpenChange={onOpenChange}>
        <div className={cn('relative', width)}>
          <Input
            id={id}
            name={name}
            className="pr-9 tabular-nums"
            value={typed.text}
            placeholder={DATE_FORMATS[kind]}
            autoComplete="off"
            inputMode="numeric"
            disabled={disabled}
            aria-invalid={typed.problem || invalid ? true : undefined}
            aria-describedby={described || undefined}
            onChange={(event) => typed.setText(event.target.value)}
            onBlur={typed.commit}
            onKeyDown={typed.onKeyDown}
          />
          <PopoverTrigger
            type="button"
            disabled={disabled}
            aria-label={s.openCalendar(label)}
            onPointerEnter={onPrepare}
            onFocus={onPrepare}
            className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-fg-subtle hover:text-primary-text focus-visible:outline-2 focus-visible:outline-focus disabled:cursor-not-allowed"
          >
            <CalendarIcon />
          </PopoverTrigger>
        </div>
        <PopoverContent
          align="start"
          sideOffset={4}
          aria-label={label}
          className="z-50 rounded-md border border-border-muted bg-surface p-3 text-sm text-fg shadow-lg"
        >
          {children}
        </PopoverContent>
      </Popover>
      {typed.problem ? (
        <p id={problemId} role="alert" className="text-xs text-danger-text">
          {s.dateFormatProblem(DATE_FORMATS[kind])}
        </p>
      ) : null}
    </div>
  );
}

// The month grid (react-day-picker with its Chinese locale) is most of the picker's code: it loads
// when a picker is about to open (pointer over or focus on its button) or opens; typing a date
// works without it.
const DayCalendar = lazyAreaPage(
  () => import('./day-calendar'),
  (module) => module.DayCalendar,
  { pending: () => <CalendarPending /> },
);

/** The calendar's place, at its size, while its code arrives. */
function CalendarPending() {
  return (
    <div className="flex h-71 w-63 items-center justify-center">
      <Spinner label={common.loading} />
    </div>
  );
}

/** A day (yyyy-MM-dd) or a day with its time (yyyy-MM-dd HH:mm:ss), typed or picked. */
export function DatePicker({ kind = 'datetime', timeOfDay = 'start', ...props }: DatePickerProps) {
  const { value, onValueChange } = props;
  const typed = useTypedValue(kind, props);
  const [open, setOpen] = useState(false);
  const pick = (day: Date | undefined) => {
    if (!day) return;
    // A picked day keeps the time already set; a new one starts or ends its day.
    const time = value ?? (timeOfDay === 'end' ? toWholeSecond(endOfDay(day)) : startOfDay(day));
    const next = new Date(day);
    if (kind === 'datetime')
      next.setHours(time.getHours(), time.getMinutes(), time.getSeconds(), 0);
    setOpen(false);
    onValueChange(next);
  };
  return (
    <PickerShell
      {...props}
      kind={kind}
      typed={typed}
      open={open}
      onOpenChange={setOpen}
      onPrepare={DayCalendar.prefetch}
    >
      <DayCalendar selected={value ?? undefined} onSelect={pick} />
    </PickerShell>
  );
}

/** A month (yyyy-MM), typed or picked from the year's twelve. */
export function MonthPicker(props: FieldProps) {
  const { value, onValueChange } = props;
  const typed = useTypedValue('month', props);
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(() => getYear(value ?? new Date()));
  const grid = useRef<HTMLDivElement>(null);
  const openChange = (next: boolean) => {
    if (next) setYear(getYear(value ?? new Date()));
    setOpen(next);
  };
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 }[event.key];
    if (!step) return;
    event.preventDefault();
    const buttons = [...(grid.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[Math.min(11, Math.max(0, at + step))]?.focus();
  };
  const current = value && getYear(value) === year ? getMonth(value) : -1;
  return (
    <PickerShell {...props} kind="month" typed={typed} open={open} onOpenChange={openChange}>
      <div className="flex w-60 flex-col gap-2">
        <div className="flex items-center justify-between">
          <button
            type="button"
            aria-label={s.previousYear}
            className="flex size-8 items-center justify-center rounded-md hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus"
            onClick={() => setYear((y) => y - 1)}
          >
            ‹
          </button>
          <span className="font-medium" aria-live="polite">
            {s.yearCaption(year)}
          </span>
          <button
            type="button"
            aria-label={s.nextYear}
            className="flex size-8 items-center justify-center rounded-md hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus"
            onClick={() => setYear((y) => y + 1)}
          >
            ›
          </button>
        </div>
        <div ref={grid} className="grid grid-cols-3 gap-1" onKeyDown={move}>
          {Array.from({ length: 12 }, (_, month) => (
            <button
              key={month}
              type="button"
              aria-pressed={month === current}
              autoFocus={month === (current === -1 ? getMonth(new Date()) : current)}
              className={cn(
                'h-9 rounded-md hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus',
                month === current && 'bg-primary text-primary-fg hover:bg-primary-hover',
              )}
              onClick={() => {
                setOpen(false);
                onValueChange(setMonth(new Date(year, 0, 1), month));
              }}
            >
              {s.monthOfYear(month + 1)}
            </button>
          ))}
        </div>
      </div>
    </PickerShell>
  );
}

export interface DateRangePickerProps {
  startLabel: string;
  endLabel: string;
  value: { start: Date | null; end: Date | null };
  /** Called on every change, with the range's problem (the spec's wording) or null. */
  onValueChange: (value: { start: Date | null; end: Date | null }, problem: string | null) => void;
  /** Shows the range's problem beside the fields (after a first submit, say). */
  showProblem?: boolean;
  kind?: Exclude<DateKind, 'month'>;
  disabled?: boolean;
}

const PRESETS: readonly RangePresetId[] = [
  'today',
  'yesterday',
  'last7Days',
  'thisMonth',
  'lastMonth',
];

/** Start and end of a range with the spec's presets; the end must come after the start. */
export function DateRangePicker({
  startLabel,
  endLabel,
  value,
  onValueChange,
  showProblem,
  kind = 'datetime',
  disabled,
}: DateRangePickerProps) {
  const id = useId();
  // An end whose typed text does not read says so itself; the range does not add that it is missing.
  const [startUnread, setStartUnread] = useState(false);
  const [endUnread, setEndUnread] = useState(false);
  const unread = (value.start === null && startUnread) || (value.end === null && endUnread);
  const problem = unread ? null : rangeProblem(value.start, value.end);
  // Left unset, the problem shows once either end is set; a form passes true after its first submit.
  const visible = problem !== null && (showProblem ?? (value.start !== null || value.end !== null));
  const set = (next: { start: Date | null; end: Date | null }) =>
    onValueChange(next, rangeProblem(next.start, next.end));
  const preset = (which: RangePresetId) => {
    const range: DateRange = presetRange(which);
    set({ start: range.start, end: toWholeSecond(range.end) });
  };
  return (
    // Top-aligned: a field whose typed text does not read grows downwards by its message, and the
    // other field and the presets stay where they were.
    <div className="flex flex-wrap items-start gap-2">
      <DatePicker
        kind={kind}
        label={startLabel}
        value={value.start}
        timeOfDay="start"
        disabled={disabled}
        invalid={visible}
        describedBy={visible ? `${id}-range` : undefined}
        onTypedProblem={setStartUnread}
        onValueChange={(start) => set({ ...value, start })}
      />
      <DatePicker
        kind={kind}
        label={endLabel}
        value={value.end}
        timeOfDay="end"
        disabled={disabled}
        invalid={visible}
        describedBy={visible ? `${id}-range` : undefined}
        onTypedProblem={setEndUnread}
        onValueChange={(end) => set({ ...value, end })}
      />
      {/* Level with the fields' boxes: under a label line and its gap (26px), bottom on the 36px box's. */}
      <div role="group" aria-label={s.rangePresets} className="mt-8.5 flex flex-wrap gap-1">
        {PRESETS.map((which) => (
          <button
            key={which}
            type="button"
            disabled={disabled}
            className="h-7 rounded-md border border-border-muted px-2 text-xs text-fg-label hover:border-primary hover:text-primary-text focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-60"
            onClick={() => preset(which)}
          >
            {s.presets[which]}
          </button>
        ))}
      </div>
      {visible ? (
        <p id={`${id}-range`} role="alert" className="basis-full text-xs text-danger-text">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
