import type { CarTeamDetail, CarTeamSaveRequest } from '@/api/generated/model';
import type { FormRules } from '@/components/forms/use-contract-form';

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

/**
 * What the fleet page edits: basics, then the cars and members it ends up with. The customer tag
 * and the leader are chosen ids, `NONE` for none.
 */
export type CarTeamForm = {
  name: string;
  userTagId: string;
  leaderId: string;
  remark: string;
  cars: CarRef[];
  members: MemberRef[];
};

/** The choice of no customer tag, or no leader. */
export const NONE = 'none';

const chosen = (id: number | null | undefined): string => (id ? String(id) : NONE);
const idOf = (value: string): number | null => (value === NONE ? null : Number(value));

export const emptyForm = (): CarTeamForm => ({
  name: '',
  userTagId: NONE,
  leaderId: NONE,
  remark: '',
  cars: [],
  members: [],
});

/** The form for a loaded fleet; a copy (new/{id}) gets a name to change and keeps the rest. */
export const formFromDetail = (team: CarTeamDetail, copy: boolean): CarTeamForm => ({
  name: copy ? '' : team.name,
  userTagId: chosen(team.userTagId),
  leaderId: chosen(team.leaderId),
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
/** A stored id: a number (drafts of earlier versions) or its text; anything else is none. */
const storedChoice = (value: unknown): string =>
  isId(value) ? String(value) : typeof value === 'string' && isId(Number(value)) ? value : NONE;
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
    userTagId: storedChoice(raw.userTagId),
    leaderId: storedChoice(raw.leaderId),
    remark: text(raw.remark),
    cars,
    members,
  };
}

/** The leader must be one of the fleet's members: a rule the contract cannot say. */
export const carTeamRules: FormRules<CarTeamForm> = (form) => ({
  leaderId:
    form.leaderId !== NONE &&
    !form.members.some((m) => String(m.id) === form.leaderId) &&
    s.leaderNotMember,
});

/** The save call's body: the basics, with every car and member the fleet ends up with. */
export const toCarTeamBody = (form: CarTeamForm): CarTeamSaveRequest => ({
  name: form.name.trim(),
  userTagId: idOf(form.userTagId),
  remark: form.remark,
  leaderId: idOf(form.leaderId),
  carIds: form.cars.map((c) => c.id),
  memberIds: form.members.map((m) => m.id),
});

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
