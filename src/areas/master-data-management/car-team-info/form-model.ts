import { saveCarTeamBodyLimits as limits } from '@/api/generated/limits';
import type { CarTeamDetail } from '@/api/generated/model';

import { carTeamInfoStrings as s } from './strings';

export interface CarRef {
  id: number;
  plate: string;
  vin: string;
  vehicleModelName: string;
}

export interface MemberRef {
  id: number;
  name: string;
  employeeNo: string;
}

/** What the fleet page edits: basics, then the cars and members it ends up with. */
export interface CarTeamForm {
  name: string;
  userTagId: number | null;
  leaderId: number | null;
  remark: string;
  cars: CarRef[];
  members: MemberRef[];
}

export const emptyForm = (): CarTeamForm => ({
  name: '',
  userTagId: null,
  leaderId: null,
  remark: '',
  cars: [],
  members: [],
});

/** The form for a loaded fleet; a copy (new/{id}) gets a name to change and keeps the rest. */
export const formFromDetail = (team: CarTeamDetail, copy: boolean): CarTeamForm => ({
  name: copy ? '' : team.name,
  userTagId: team.userTagId,
  leaderId: team.leaderId,
  remark: team.remark,
  cars: team.cars.map(({ id, plate, vin, vehicleModelName }) => ({
    id,
    plate,
    vin,
    vehicleModelName,
  })),
  members: team.members.map(({ id, name, employeeNo }) => ({ id, name, employeeNo })),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const idOrNull = (value: unknown): number | null => (isId(value) ? value : null);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A stored draft read back; anything that is not a fleet form reads as none. */
export function parseForm(raw: unknown): CarTeamForm | undefined {
  if (!isRecord(raw) || !Array.isArray(raw.cars) || !Array.isArray(raw.members)) return undefined;
  const cars = raw.cars.filter(isRecord).flatMap((c) =>
    isId(c.id)
      ? [
          {
            id: c.id,
            plate: text(c.plate),
            vin: text(c.vin),
            vehicleModelName: text(c.vehicleModelName),
          },
        ]
      : [],
  );
  const members = raw.members
    .filter(isRecord)
    .flatMap((m) =>
      isId(m.id) ? [{ id: m.id, name: text(m.name), employeeNo: text(m.employeeNo) }] : [],
    );
  return {
    name: text(raw.name),
    userTagId: idOrNull(raw.userTagId),
    leaderId: idOrNull(raw.leaderId),
    remark: text(raw.remark),
    cars,
    members,
  };
}

const ids = (list: readonly { id: number }[]) =>
  list
    .map((item) => item.id)
    .sort((a, b) => a - b)
    .join(',');

/** Same content: the order of cars and members does not count. */
export const sameForm = (a: CarTeamForm, b: CarTeamForm): boolean =>
  a.name === b.name &&
  a.userTagId === b.userTagId &&
  a.leaderId === b.leaderId &&
  a.remark === b.remark &&
  ids(a.cars) === ids(b.cars) &&
  ids(a.members) === ids(b.members);

export type FormErrors = Partial<Record<'name' | 'leaderId' | 'remark', string>>;

/** Messages by field, in the order the fields appear (the first one gets the focus). */
export function validateForm(form: CarTeamForm): FormErrors {
  const errors: FormErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = s.nameRequired;
  else if (name.length > limits.name.maxLength) errors.name = s.nameTooLong(limits.name.maxLength);
  if (form.leaderId !== null && !form.members.some((m) => m.id === form.leaderId))
    errors.leaderId = s.leaderNotMember;
  if (form.remark.length > limits.remark.maxLength)
    errors.remark = s.remarkTooLong(limits.remark.maxLength);
  return errors;
}

export interface MembershipChanges {
  addCars: number[];
  removeCars: number[];
  addMembers: number[];
  removeMembers: number[];
}

const missing = (from: readonly { id: number }[], to: readonly { id: number }[]) =>
  from.filter((item) => !to.some((other) => other.id === item.id)).map((item) => item.id);

/** What an edit changes in the fleet's cars and members, for the add/remove calls. */
export const membershipChanges = (base: CarTeamForm, form: CarTeamForm): MembershipChanges => ({
  addCars: missing(form.cars, base.cars),
  removeCars: missing(base.cars, form.cars),
  addMembers: missing(form.members, base.members),
  removeMembers: missing(base.members, form.members),
});
