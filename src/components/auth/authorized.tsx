import type { ReactNode } from 'react';

import type { AuthorityCode } from '@/api/generated/model';
import { useAuthorities } from '@/lib/authority';

export interface AuthorizedProps {
  /** The authority code the user needs; with several, any one of them is enough. */
  code: AuthorityCode | readonly AuthorityCode[];
  children: ReactNode;
  /** Rendered instead of the children when the user lacks the code (nothing by default). */
  fallback?: ReactNode;
}

/** Renders its children only for a user holding the code (menu items, destructive buttons). */
export function Authorized({ code, children, fallback = null }: AuthorizedProps) {
  const held = useAuthorities();
  const needed: readonly AuthorityCode[] = typeof code === 'string' ? [code] : code;
  return <>{needed.some((c) => held.includes(c)) ? children : fallback}</>;
}
