import { importDevicesBodyLimits, saveDeviceBodyLimits as limits } from '@/api/generated/limits';
import type { DeviceSaveRequest } from '@/api/generated/model';
import { parseCsv, toCsv } from '@/lib/csv';
import type { EnumLabels } from '@/lib/use-enum-labels';

import { SERIAL_PATTERN } from './device-form-values';
import { csvColumns as c, deviceListStrings as s } from './strings';

/** A serial's own problem, before the file is compared with what is registered. */
function serialProblem(serial: string): string | undefined {
  if (serial.length > limits.serialNo.maxLength) return s.serialTooLong(limits.serialNo.maxLength);
  if (!SERIAL_PATTERN.test(serial)) return s.serialFormat;
  return undefined;
}

/** The template users fill: the column heads and one example row. */
export const importTemplate = (example: { model: string; fleet: string }): string =>
  toCsv([
    [c.serialNo, c.name, c.model, c.personalization, c.fleet, c.remark],
    ['VD2K241100001', s.exampleName, example.model, '', example.fleet, ''],
  ]);

/** What the preview knows to judge a row: labels of the enumerations and what exists already. */
export interface ImportContext {
  models: EnumLabels;
  personalization: EnumLabels;
  fleets: readonly { id: number; name: string }[];
  registeredSerials: ReadonlySet<string>;
}

export interface ImportRow {
  /** The row's line in the file (the head is line 1). */
  line: number;
  serialNo: string;
  name: string;
  model: string;
  fleet: string;
  /** Why the row cannot be imported; empty when it can. */
  problems: string[];
  request?: DeviceSaveRequest;
}

/** A file that cannot be read as the template, or its rows judged. */
export type ImportPreview =
  { kind: 'problem'; fileProblem: string } | { kind: 'rows'; rows: ImportRow[] };

/** An enumeration value by its label or its id, as people fill spreadsheets either way. */
const enumId = (labels: EnumLabels, text: string): number | undefined => {
  const wanted = text.trim();
  const byLabel = Object.entries(labels).find(([, label]) => label === wanted);
  if (byLabel) return Number(byLabel[0]);
  return /^\d+$/.test(wanted) && labels[wanted] !== undefined ? Number(wanted) : undefined;
};

const REQUIRED = [c.serialNo, c.name, c.model] as const;

/** Reads a filled template: every row judged, the reasons in Chinese, nothing sent yet. */
export function previewImport(text: string, ctx: ImportContext): ImportPreview {
  const [head, ...body] = parseCsv(text);
  if (!head || body.length === 0) return { kind: 'problem', fileProblem: s.fileEmpty };
  const heads = head.map((h) => h.trim());
  const missing = REQUIRED.filter((name) => !heads.includes(name));
  if (missing.length > 0) return { kind: 'problem', fileProblem: s.missingColumns(missing) };
  const maxRows = importDevicesBodyLimits.rows.maxItems;
  if (body.length > maxRows) return { kind: 'problem', fileProblem: s.tooManyRows(maxRows) };
  const at = (row: string[], name: string) => (row[heads.indexOf(name)] ?? '').trim();
  const firstLineOf = new Map<string, number>();

  return {
    kind: 'rows',
    rows: body.map((row, index) => {
      const line = index + 2;
      const serialNo = at(row, c.serialNo);
      const name = at(row, c.name);
      const model = at(row, c.model);
      const fleet = at(row, c.fleet);
      const personalization = at(row, c.personalization);
      const remark = at(row, c.remark);
      const problems: string[] = [];

      const serialKey = serialNo.toUpperCase();
      if (serialNo === '') problems.push(s.serialMissing);
      else {
        const own = serialProblem(serialNo);
        if (own) problems.push(own);
        const earlier = firstLineOf.get(serialKey);
        if (earlier !== undefined) problems.push(s.serialDuplicateInFile(earlier));
        else firstLineOf.set(serialKey, line);
        if (ctx.registeredSerials.has(serialKey)) problems.push(s.serialRegistered);
      }
      if (name === '') problems.push(s.nameMissing);
      else if (name.length > limits.name.maxLength)
        problems.push(s.nameTooLong(limits.name.maxLength));
      const modelId = model === '' ? undefined : enumId(ctx.models, model);
      if (model === '') problems.push(s.modelMissing);
      else if (modelId === undefined) problems.push(s.modelUnknown(model));
      const personalizationId =
        personalization === '' ? 0 : enumId(ctx.personalization, personalization);
      if (personalizationId === undefined) problems.push(s.personalizationUnknown(personalization));
      const fleetId = fleet === '' ? undefined : ctx.fleets.find((f) => f.name === fleet)?.id;
      if (fleet !== '' && fleetId === undefined) problems.push(s.fleetUnknown(fleet));
      if (remark.length > limits.remark.maxLength)
        problems.push(s.remarkTooLongRow(limits.remark.maxLength));

      const request: DeviceSaveRequest | undefined =
        problems.length === 0 && modelId !== undefined && personalizationId !== undefined
          ? {
              serialNo,
              name,
              model_number: modelId,
              device_personalization: personalizationId,
              ...(fleetId === undefined ? {} : { fleetId }),
              ...(remark ? { remark } : {}),
            }
          : undefined;
      return { line, serialNo, name, model, fleet, problems, request };
    }),
  };
}

/** Serials as the preview compares them. */
export const serialKeys = (serials: readonly string[]): Set<string> =>
  new Set(serials.map((serial) => serial.toUpperCase()));
