import { describe, expect, it } from 'vitest';

import type { AuthorityCode, AuthorityGroup } from '@/api/generated/model';

import { buildAuthorityTree, checkState, codesOf, filterTree, toggleNode } from './authority-tree';

const groups: AuthorityGroup[] = [
  {
    group: 'system-management',
    label: '系统管理',
    authorities: [
      { code: 'system:account', label: '账号管理' },
      { code: 'system:account-delete', label: '删除账号' },
      { code: 'system:account-reset-password', label: '重置账号密码' },
      { code: 'system:role', label: '角色管理' },
      { code: 'system:role-delete', label: '删除角色' },
    ],
  },
  {
    group: 'device-management',
    label: '采集设备管理',
    authorities: [
      { code: 'device:list', label: '设备列表' },
      { code: 'device:delete', label: '删除设备' },
    ],
  },
];
const screens = new Set<AuthorityCode>(['system:account', 'system:role', 'device:list']);
const tree = buildAuthorityTree(groups, screens);
const [system, device] = tree;
const account = system?.children[0];
if (!system || !device || !account) throw new Error('tree not built');

describe('authority tree', () => {
  it('puts actions under the screen they extend, or the area’s first screen', () => {
    expect(system.children.map((s) => s.code)).toEqual(['system:account', 'system:role']);
    expect(account.children.map((a) => a.code)).toEqual([
      'system:account-delete',
      'system:account-reset-password',
    ]);
    expect(device.children[0]?.children.map((a) => a.code)).toEqual(['device:delete']);
  });

  it('is checked, unchecked or mixed by the codes held below a node', () => {
    expect(checkState(system, new Set())).toBe('unchecked');
    expect(checkState(system, new Set(['system:account']))).toBe('mixed');
    expect(checkState(account, new Set(codesOf(account)))).toBe('checked');
    expect(checkState(system, new Set(codesOf(account)))).toBe('mixed');
    expect(checkState(system, new Set(codesOf(system)))).toBe('checked');
  });

  it('ticks everything below, unticks it, and grants the screen of a ticked action', () => {
    const all = toggleNode(system, new Set(['device:list']));
    expect([...all].sort()).toEqual([...codesOf(system), 'device:list'].sort());
    const none = toggleNode(system, all);
    expect([...none]).toEqual(['device:list']);
    const mixedToAll = toggleNode(system, new Set(['system:role']));
    expect(checkState(system, mixedToAll)).toBe('checked');
    const action = account.children[0];
    if (!action) throw new Error('no action');
    expect([...toggleNode(action, new Set(), [system, account])].sort()).toEqual([
      'system:account',
      'system:account-delete',
    ]);
  });

  it('search keeps the way to matches and everything under a matching node', () => {
    const found = filterTree(tree, '删除账号');
    expect(found).toHaveLength(1);
    expect(found[0]?.children[0]?.children.map((a) => a.label)).toEqual(['删除账号']);
    expect(filterTree(tree, 'device:')[0]?.label).toBe('采集设备管理');
    expect(filterTree(tree, '账号管理')[0]?.children[0]?.children).toHaveLength(2);
    expect(filterTree(tree, '没有这个')).toEqual([]);
    expect(filterTree(tree, '  ')).toHaveLength(2);
  });
});
