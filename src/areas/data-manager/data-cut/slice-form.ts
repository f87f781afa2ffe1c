import type { DatasetSliceRequest } from '@/api/generated/model';
import type { FormRules } from '@/components/forms/use-contract-form';
import { formatDateText, parseDateText, rangeProblem } from '@/lib/date-text';

/** What the user chose, as it is kept per user in storage with the last result. */
export interface SliceForm {
  vin: string;
  portTypes: string[];
  startTime: string;
  endTime: string;
  fileIds: number[];
}

/** The form's values: the times as the range picker holds them. */
export interface SliceValues {
  vin: string;
  portTypes: string[];
  startTime: Date | null;
  endTime: Date | null;
  fileIds: number[];
}

/** The route's search: the chart of testing check opens this screen with a brushed window. */
export interface DataCutSearch {
  vin?: string;
  portTypes?: string[];
  startTime?: string;
  endTime?: string;
  fileIds?: number[];
}

export const EMPTY_FORM: SliceForm = {
  vin: '',
  portTypes: [],
  startTime: '',
  endTime: '',
  fileIds: [],
};

/** A form from search params: what the link gives wins over what was stored. */
export const formFromSearch = (search: DataCutSearch, stored: SliceForm): SliceForm => {
  const given = Object.values(search).some((value) => value !== undefined);
  if (!given) return stored;
  return {
    vin: search.vin ?? '',
    portTypes: search.portTypes ?? [],
    startTime: search.startTime ?? '',
    endTime: search.endTime ?? '',
    fileIds: search.fileIds ?? [],
  };
};

export const readTime = (text: string): Date | null =>
  text ? parseDateText('datetime', text) : null;
export const writeTime = (date: Date | null | undefined): string =>
  date ? formatDateText('datetime', date) : '';

export const valuesOf = (form: SliceForm): SliceValues => ({
  vin: form.vin,
  portTypes: [...form.portTypes],
  startTime: readTime(form.startTime),
  endTime: readTime(form.endTime),
  fileIds: [...form.fileIds],
});

/** The values as they are kept (times as the picker shows them). */
export const formOf = (values: Partial<SliceValues>): SliceForm => ({
  vin: values.vin ?? '',
  portTypes: (values.portTypes ?? []).filter((port): port is string => typeof port === 'string'),
  startTime: writeTime(values.startTime),
  endTime: writeTime(values.endTime),
  fileIds: (values.fileIds ?? []).filter((id): id is number => typeof id === 'number'),
});

/** What the contract cannot say: the window's start comes before its end (spec section 5). */
export const sliceRules: FormRules<SliceValues> = (values) => ({
  startTime: rangeProblem(values.startTime, values.endTime),
});

/**
 * The slice call's body: chosen files are sliced alone (the ports then do not apply); without
 * files, the chosen ports (none: every port) of the car in the window.
 */
export const toSliceBody = (values: SliceValues): DatasetSliceRequest => ({
  vin: values.vin,
  startTime: values.startTime ? values.startTime.toISOString() : '',
  endTime: values.endTime ? values.endTime.toISOString() : '',
  ...(values.fileIds.length > 0
    ? { fileIds: values.fileIds }
    : values.portTypes.length > 0
      ? { portTypes: values.portTypes }
      : {}),
});
