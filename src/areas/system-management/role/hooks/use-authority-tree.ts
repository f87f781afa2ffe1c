import { useMemo } from 'react';

import { useListAuthorityCodes } from '@/api/generated/endpoints/system-management/system-management';
import type { AuthorityCode } from '@/api/generated/model';
import { isNavGroup, navigation } from '@/components/layout/navigation';

import { buildAuthorityTree } from '../authority-tree';

// The screens are the sidebar's: a code with a menu item is a screen, the rest are its actions.
const screenCodes: ReadonlySet<AuthorityCode> = new Set(
  navigation.flatMap((entry) => (isNavGroup(entry) ? entry.items : [entry])).map((l) => l.code),
);

/** The role editor's tree from listAuthorityCodes. */
export function useAuthorityTree() {
  const query = useListAuthorityCodes({ query: { staleTime: Number.POSITIVE_INFINITY } });
  const tree = useMemo(
    () => (query.data ? buildAuthorityTree(query.data.data, screenCodes) : undefined),
    [query.data],
  );
  return { tree, query };
}
