import { sliceDatasetFilesBodyLimits } from '@/api/generated/limits';
import { formatDateText, parseDateText, rangeProblem } from '@/lib/date-text';

/** What the user chose; kept per user in storage with the last result. */
export interface SliceForm {
  vin: string;
  portTypes: string[];
  startTime: string;
  endTime: string;
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

export type SliceField = 'vin' | 'startTime' | 'fileIds';

export const readTime = (text: string): Date | null =>
  text ? parseDateText('datetime', text) : null;
export const writeTime = (date: Date | null): string =>
  date ? formatDateText('datetime', date) : '';

/** Problems beside the fields, in form order. */
export const validateSlice = (
  form: SliceForm,
  messages: { carRequired: string; tooManyFiles: (max: number) => string },
) => {
  const errors: Partial<Record<SliceField, string>> = {};
  if (!form.vin) errors.vin = messages.carRequired;
  const problem = rangeProblem(readTime(form.startTime), readTime(form.endTime));
  if (problem) errors.startTime = problem;
  const maxFiles = sliceDatasetFilesBodyLimits.fileIds.maxItems;
  if (form.fileIds.length > maxFiles) errors.fileIds = messages.tooManyFiles(maxFiles);
  return errors;
};
