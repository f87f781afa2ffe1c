import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

import { holdsAll, pathAuthority } from '@/components/layout/navigation';
import { usePageTrail } from '@/components/layout/use-page-trail';
import { useAuthorities } from '@/lib/authority';
import { getUserInfo } from '@/lib/storage';
import { routeTitles } from '@/strings/routes';

import { recordPlace } from './recent-places';

/** Keeps each place the user arrives at, titled as its breadcrumb ends, in their recent places. */
export function useRecordPlaces(): void {
  const href = useRouterState({ select: (state) => state.resolvedLocation?.href });
  const title = usePageTrail().at(-1)?.title;
  const held = useAuthorities();
  useEffect(() => {
    const userId = getUserInfo()?.id;
    if (href === undefined || title === undefined || userId === undefined) return;
    if (title === routeTitles.notFound || !holdsAll(held, pathAuthority(href))) return;
    recordPlace(userId, { href, title });
  }, [href, title, held]);
}
