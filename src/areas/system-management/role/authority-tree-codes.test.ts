import { describe, expect, it } from 'vitest';

import { AuthorityCode, type AuthorityCode as Code } from '@/api/generated/model';
import { isNavGroup, navigation } from '@/components/layout/navigation';
import { authorityGroups } from '@/mocks/stateful/authority-codes';

import { type AuthorityNode, buildAuthorityTree, codesOf } from './authority-tree';

const screenCodes = new Set<Code>(
  navigation.flatMap((entry) => (isNavGroup(entry) ? entry.items : [entry])).map((l) => l.code),
);
const tree = buildAuthorityTree(authorityGroups(), screenCodes);
const nodes = (list: readonly AuthorityNode[]): AuthorityNode[] =>
  list.flatMap((node) => [node, ...nodes(node.children)]);
const screenOf = (code: Code) =>
  nodes(tree).find((node) => node.children.some((child) => child.code === code))?.code;

describe('the role editor’s tree of every authority code', () => {
  it('holds each code of the contract once, with a Chinese label', () => {
    const all = tree.flatMap(codesOf);
    expect([...all].sort()).toEqual(Object.values(AuthorityCode).sort());
    // ECU is the one label the platform writes in Latin letters.
    for (const node of nodes(tree)) expect(node.label).toMatch(/[\u4e00-\u9fff]|^ECU$/);
  });

  it('puts each change under the screen it is made on', () => {
    expect(screenOf('device:edit')).toBe('device:list');
    expect(screenOf('device:import')).toBe('device:list');
    expect(screenOf('firmware:upload')).toBe('firmware:list');
    expect(screenOf('test-project:edit')).toBe('test-project:view');
    expect(screenOf('compute:signal-dict-edit')).toBe('compute:signal-dict');
    expect(screenOf('compute:task-run')).toBe('compute:task');
    expect(screenOf('compute:strategy-edit')).toBe('compute:data-dashboard');
    expect(screenOf('compute:strategy-delete')).toBe('compute:data-dashboard');
    expect(screenOf('compute:marker-edit')).toBe('compute:marker');
    expect(screenOf('data:ori-file-edit')).toBe('data:original');
    expect(screenOf('data:cut-slice')).toBe('data:cut');
    expect(screenOf('master:vehicle-import')).toBe('master:vehicle');
    expect(screenOf('database:backup')).toBe('database:view');
    expect(screenOf('system:announcement-edit')).toBe('system:announcement');
  });
});
