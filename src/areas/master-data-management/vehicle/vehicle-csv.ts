import { importVehiclesBodyLimits, saveVehicleBodyLimits } from '@/api/generated/limits';
import type { IdName, VehicleSaveRequest } from '@/api/generated/model';
import type { Preview, PreviewRow } from '@/components/csv-import';
import { formStrings } from '@/components/forms/strings';
import { parseCsv, toCsv } from '@/lib/csv';
import { normalizePlate, plateProblem, vinProblem } from '@/lib/vehicle-id';

import { vehicleCsvColumns as c, vehicleImportStrings as s } from './strings';

/** The template users fill: the column heads and one example row with a valid VIN. */
export const vehicleImportTemplate = (example: { model: string; fleet: string }): string =>
  toCsv([
    [c.vin, c.plate, c.model, c.fleet, c.remark],
    [s.exampleVin, s.examplePlate, example.model, example.fleet, s.exampleRemark],
  ]);

/** What the preview knows to judge a row: models, fleets and the VINs already registered. */
export interface VehicleImportContext {
  models: readonly IdName[];
  fleets: readonly IdName[];
  registeredVins: ReadonlySet<string>;
}

export interface VehicleImportRow extends PreviewRow<VehicleSaveRequest> {
  vin: string;
  plate: string;
  model: string;
  fleet: string;
}

const REQUIRED = [c.vin, c.plate, c.model] as const;

/** Reads a filled template: every row judged, the reasons in Chinese, nothing sent yet. */
export function previewVehicleImport(
  text: string,
  ctx: VehicleImportContext,
): Preview<VehicleImportRow> {
  const [head, ...body] = parseCsv(text);
  if (!head || body.length === 0) return { kind: 'problem', fileProblem: s.fileEmpty };
  const heads = head.map((h) => h.trim());
  const missing = REQUIRED.filter((name) => !heads.includes(name));
  if (missing.length > 0) return { kind: 'problem', fileProblem: s.missingColumns(missing) };
  const maxRows = importVehiclesBodyLimits.rows.maxItems;
  if (body.length > maxRows) return { kind: 'problem', fileProblem: s.tooManyRows(maxRows) };
  const at = (row: string[], name: string) => (row[heads.indexOf(name)] ?? '').trim();
  const firstLineOf = new Map<string, number>();

  return {
    kind: 'rows',
    rows: body.map((row, index): VehicleImportRow => {
      const line = index + 2;
      const vin = at(row, c.vin).toUpperCase();
      const plate = at(row, c.plate);
      const model = at(row, c.model);
      const fleet = at(row, c.fleet);
      const remark = heads.includes(c.remark) ? at(row, c.remark) : '';
      const problems: string[] = [];

      if (vin === '') problems.push(s.vinMissing);
      else {
        const own = vinProblem(vin);
        if (own) problems.push(own);
        const earlier = firstLineOf.get(vin);
        if (earlier !== undefined) problems.push(s.vinDuplicateInFile(earlier));
        else firstLineOf.set(vin, line);
        if (ctx.registeredVins.has(vin)) problems.push(s.vinRegistered);
      }
      const plateIssue = plateProblem(plate);
      if (plateIssue) problems.push(plateIssue);
      const modelId = ctx.models.find((m) => m.name === model)?.id;
      if (model === '') problems.push(s.modelMissing);
      else if (modelId === undefined) problems.push(s.modelUnknown(model));
      const fleetId = fleet === '' ? null : ctx.fleets.find((f) => f.name === fleet)?.id;
      if (fleetId === undefined) problems.push(s.fleetUnknown(fleet));
      const remarkMax = saveVehicleBodyLimits.remark.maxLength;
      // Worded as the forms word the contract's limit.
      if (remark.length > remarkMax) problems.push(formStrings.tooLong(c.remark, remarkMax));

      const request: VehicleSaveRequest | undefined =
        problems.length === 0 && modelId !== undefined && fleetId !== undefined
          ? {
              vin,
              plate: normalizePlate(plate),
              vehicleModelId: modelId,
              carTeamId: fleetId,
              ecuIds: [],
              valid_flag: 1,
              remark,
            }
          : undefined;
      return { line, vin, plate, model, fleet, problems, ...(request ? { request } : {}) };
    }),
  };
}
