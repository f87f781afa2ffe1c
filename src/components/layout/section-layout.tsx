import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { PageFrame } from './page-frame';
import { usePageTrail } from './use-page-trail';

export interface SectionLayoutProps {
  /** The screen; the matched child route by default. */
  children?: ReactNode;
}

/** Sub-layout of an area: the trail and title come from the matched routes' static data. */
export function SectionLayout({ children }: SectionLayoutProps) {
  const trail = usePageTrail();
  return <PageFrame trail={trail}>{children ?? <Outlet />}</PageFrame>;
}
