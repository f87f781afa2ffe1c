import { useMatches } from '@tanstack/react-router';

export interface Crumb {
  id: string;
  title: string;
  /** Where the crumb links to; the last crumb is the current page. */
  pathname: string;
}

/** The breadcrumb trail of the current location: one crumb per matched route with a title. */
export function usePageTrail(): Crumb[] {
  const matches = useMatches();
  return matches.flatMap((match): Crumb[] => {
    const title = match.staticData.title;
    if (title === undefined) return [];
    const params: Readonly<Record<string, unknown>> = match.params;
    return [
      {
        id: match.id,
        title: typeof title === 'function' ? title(params) : title,
        pathname: match.pathname,
      },
    ];
  });
}
