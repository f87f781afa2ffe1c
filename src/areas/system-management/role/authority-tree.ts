import type { AuthorityCode, AuthorityGroup } from '@/api/generated/model';

/** One node of the role editor's tree: an area, a screen (its view code) or a destructive action. */
export interface AuthorityNode {
  id: string;
  label: string;
  /** The code the node grants itself; areas grant none of their own. */
  code?: AuthorityCode;
  children: AuthorityNode[];
}

export type CheckState = 'checked' | 'unchecked' | 'mixed';

/** Actions whose code does not extend their screen's code, and the screen they belong to. */
const actionScreens: Partial<Record<AuthorityCode, AuthorityCode>> = {
  'compute:strategy-edit': 'compute:data-dashboard',
  'compute:strategy-delete': 'compute:data-dashboard',
};

/**
 * The screen an action belongs to: the one `actionScreens` names, else the one whose code it
 * extends (`system:account-delete` → `system:account`), else the area's first.
 */
function screenOf(
  code: AuthorityCode,
  screens: readonly AuthorityNode[],
): AuthorityNode | undefined {
  const named = actionScreens[code];
  const owner = named === undefined ? undefined : screens.find((screen) => screen.code === named);
  if (owner) return owner;
  const byPrefix = screens
    .filter((screen) => screen.code !== undefined && code.startsWith(`${screen.code}-`))
    .sort((a, b) => (b.code?.length ?? 0) - (a.code?.length ?? 0));
  return byPrefix[0] ?? screens[0];
}

/**
 * Areas → screens → actions from listAuthorityCodes. A code is a screen when the menu has a
 * screen for it (`screenCodes`); every other code is an action of the screen it extends.
 */
export function buildAuthorityTree(
  groups: readonly AuthorityGroup[],
  screenCodes: ReadonlySet<AuthorityCode>,
): AuthorityNode[] {
  return groups.map((group) => {
    const screens: AuthorityNode[] = group.authorities
      .filter((entry) => screenCodes.has(entry.code))
      .map((entry) => ({ id: entry.code, label: entry.label, code: entry.code, children: [] }));
    const loose: AuthorityNode[] = [];
    for (const entry of group.authorities) {
      if (screenCodes.has(entry.code)) continue;
      const action = { id: entry.code, label: entry.label, code: entry.code, children: [] };
      const screen = screenOf(entry.code, screens);
      if (screen) screen.children.push(action);
      else loose.push(action);
    }
    return { id: `area:${group.group}`, label: group.label, children: [...screens, ...loose] };
  });
}

/** Every code a node grants: its own and those of all below it. */
export function codesOf(node: AuthorityNode): AuthorityCode[] {
  return [...(node.code ? [node.code] : []), ...node.children.flatMap(codesOf)];
}

/** Checked when it grants all its codes, unchecked when none, mixed in between. */
export function checkState(node: AuthorityNode, held: ReadonlySet<AuthorityCode>): CheckState {
  const codes = codesOf(node);
  const count = codes.filter((code) => held.has(code)).length;
  if (count === 0) return 'unchecked';
  return count === codes.length ? 'checked' : 'mixed';
}

/**
 * Ticking a node grants everything under it, unticking takes it away. An action needs its
 * screen, so granting an action grants the screen too (`parents` is the path to the node).
 */
export function toggleNode(
  node: AuthorityNode,
  held: ReadonlySet<AuthorityCode>,
  parents: readonly AuthorityNode[] = [],
): Set<AuthorityCode> {
  const next = new Set(held);
  const codes = codesOf(node);
  if (checkState(node, held) === 'checked') codes.forEach((code) => next.delete(code));
  else {
    codes.forEach((code) => next.add(code));
    parents.forEach((parent) => parent.code && next.add(parent.code));
  }
  return next;
}

const matches = (node: AuthorityNode, term: string) =>
  node.label.toLowerCase().includes(term) || (node.code ?? '').toLowerCase().includes(term);

/**
 * The tree narrowed to what matches `query` (label or code): a matching node keeps all below it,
 * other nodes stay only as the way to a match.
 */
export function filterTree(nodes: readonly AuthorityNode[], query: string): AuthorityNode[] {
  const term = query.trim().toLowerCase();
  if (term === '') return [...nodes];
  return nodes.flatMap((node) => {
    if (matches(node, term)) return [node];
    const children = filterTree(node.children, term);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}
