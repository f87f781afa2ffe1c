import { DayPicker } from 'react-day-picker';
import { zhCN } from 'react-day-picker/locale';

const dayPickerClasses = {
  months: 'relative',
  month_caption: 'flex h-8 items-center justify-center font-medium',
  nav: 'absolute inset-x-0 top-0 flex justify-between',
  button_previous:
    'flex size-8 items-center justify-center rounded-md hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus',
  button_next:
    'flex size-8 items-center justify-center rounded-md hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus',
  chevron: 'size-4 fill-fg-muted',
  weekday: 'size-9 text-xs font-normal text-fg-subtle',
  day: 'p-0 text-center',
  day_button:
    'size-9 rounded-md tabular-nums hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus',
  selected: '[&>button]:bg-primary [&>button]:text-primary-fg [&>button]:hover:bg-primary-hover',
  today: 'font-semibold text-primary-text',
  outside: 'text-fg-placeholder',
};

export interface DayCalendarProps {
  selected: Date | undefined;
  onSelect: (day: Date | undefined) => void;
}

/** DatePicker's month grid in Chinese (weeks from Monday), focused on the selected day. */
export function DayCalendar({ selected, onSelect }: DayCalendarProps) {
  return (
    <DayPicker
      mode="single"
      locale={zhCN}
      selected={selected}
      defaultMonth={selected}
      onSelect={onSelect}
      autoFocus
      classNames={dayPickerClasses}
    />
  );
}
