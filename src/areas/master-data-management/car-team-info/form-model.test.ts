import { describe, expect, it } from 'vitest';

import {
  type CarTeamForm,
  emptyForm,
  membershipChanges,
  parseForm,
  sameForm,
  validateForm,
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

describe('validateForm', () => {
  it('asks for a name and bounds name and remark', () => {
    expect(validateForm(form({ name: '  ' }))).toEqual({ name: '请输入车队名称' });
    expect(validateForm(form({ name: '队'.repeat(65) })).name).toBe('车队名称不能超过 64 个字符');
    expect(validateForm(form({ remark: '备'.repeat(201) })).remark).toBe('备注不能超过 200 个字符');
    expect(validateForm(form())).toEqual({});
  });

  it('wants the leader among the members', () => {
    expect(validateForm(form({ leaderId: 41 })).leaderId).toBe(
      '队长须为车队成员，请先将其加入成员',
    );
    expect(validateForm(form({ leaderId: 41, members: [member(41)] }))).toEqual({});
  });
});

describe('drafts', () => {
  it('reads a stored form back and refuses what is not one', () => {
    const stored = form({ cars: [car(301)], members: [member(41)], leaderId: 41, userTagId: 2 });
    expect(parseForm(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(parseForm({ name: 'x' })).toBeUndefined();
    expect(parseForm('<script>')).toBeUndefined();
    expect(parseForm({ ...stored, cars: [{ id: -1 }, car(302)], leaderId: 'x' })).toEqual({
      ...stored,
      cars: [car(302)],
      leaderId: null,
    });
  });

  it('counts the same cars and members in another order as no change', () => {
    const a = form({ cars: [car(1), car(2)], members: [member(3), member(4)] });
    const b = form({ cars: [car(2), car(1)], members: [member(4), member(3)] });
    expect(sameForm(a, b)).toBe(true);
    expect(sameForm(a, { ...b, cars: [car(1)] })).toBe(false);
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
