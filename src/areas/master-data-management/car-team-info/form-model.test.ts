import { describe, expect, it } from 'vitest';

import {
  type CarTeamForm,
  carTeamRules,
  emptyForm,
  membershipChanges,
  parseForm,
  toCarTeamBody,
} from './form-model';

const car = (id: number) => ({
  id,
  plate: `沪A${id}`,
  vin: 'LSGBC5E43NG123456',
  vehicleModelName: '智己 L7',
});
const member = (id: number) => ({ id, name: `试验员${id}`, employeeNo: `SH${id}` });
const form = (patch: Partial<CarTeamForm> = {}): CarTeamForm => ({
  ...emptyForm(),
  name: '上海试验三队',
  ...patch,
});

describe('the fleet form', () => {
  it('wants the leader among the members', async () => {
    expect((await carTeamRules(form({ leaderId: '41' }))).leaderId).toBe(
      '队长须为车队成员，请先将其加入成员',
    );
    expect((await carTeamRules(form({ leaderId: '41', members: [member(41)] }))).leaderId).toBe(
      false,
    );
  });

  it('sends the trimmed name, the chosen ids and every car and member', () => {
    const body = toCarTeamBody(
      form({ name: ' 三队 ', userTagId: '2', cars: [car(301)], members: [member(41)] }),
    );
    expect(body).toEqual({
      name: '三队',
      userTagId: 2,
      remark: '',
      leaderId: null,
      carIds: [301],
      memberIds: [41],
    });
  });
});

describe('drafts', () => {
  it('reads a stored form back and refuses what is not one', () => {
    const stored = form({
      cars: [car(301)],
      members: [member(41)],
      leaderId: '41',
      userTagId: '2',
    });
    expect(parseForm(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(parseForm({ name: 'x' })).toBeUndefined();
    expect(parseForm('<script>')).toBeUndefined();
    expect(parseForm({ ...stored, cars: [{ id: -1 }, car(302)], leaderId: 'x' })).toEqual({
      ...stored,
      cars: [car(302)],
      leaderId: 'none',
    });
  });

  it('reads the numeric ids of drafts kept by earlier versions', () => {
    expect(parseForm({ ...form(), userTagId: 2, leaderId: null })).toEqual(
      form({ userTagId: '2', leaderId: 'none' }),
    );
  });
});

describe('membershipChanges', () => {
  it('lists the cars and members that came and went', () => {
    const base = form({ cars: [car(1), car(2)], members: [member(3)] });
    const next = form({ cars: [car(2), car(5)], members: [member(4)] });
    expect(membershipChanges(base, next)).toEqual({
      addCars: [5],
      removeCars: [1],
      addMembers: [4],
      removeMembers: [3],
    });
  });
});
