import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

import { holdsAll, pathAuthority } from '@/components/layout/navigation';
import { useAuthorities } from '@/lib/authority';
import { getUserInfo } from '@/lib/storage';
import { routeTitles } from '@/strings/routes';

import { recordPlace } from './recent-places';

/**
 * The place on show once the router has settled, as `href\ntitle` (its breadcrumb's last part),
 * read from one state so a path is never paired with the title of the screen before.
 */
function useSettledPlace(): string | null {
  return useRouterState({
    select: (state) => {
      if (state.status !== 'idle') return null;
      const titled = state.matches.findLast((match) => match.staticData.title !== undefined);
      const title = titled?.staticData.title;
      if (titled === undefined || title === undefined) return null;
      const params: Readonly<Record<string, unknown>> = titled.params;
      const text = typeof title === 'function' ? title(params) : title;
      return `${state.location.href}\n${text}`;
    },
  });
}

/** Keeps each place the user arrives at in their recent places, for the command palette. */
export function useRecordPlaces(): void {
  const place = useSettledPlace();
  const held = useAuthorities();
  useEffect(() => {
    const userId = getUserInfo()?.id;
    if (place === null || userId === undefined) return;
    const [href = '', title = ''] = place.split('\n');
    if (title === routeTitles.notFound || !holdsAll(held, pathAuthority(href))) return;
    recordPlace(userId, { href, title });
  }, [place, held]);
}
