import { Link } from '@tanstack/react-router';

import { layoutStrings } from './strings';
import type { Crumb } from './use-page-trail';

export interface BreadcrumbsProps {
  trail: readonly Crumb[];
}

export function Breadcrumbs({ trail }: BreadcrumbsProps) {
  return (
    <nav aria-label={layoutStrings.breadcrumb} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-fg-muted">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.id} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-fg">
                  {crumb.title}
                </span>
              ) : (
                <>
                  <Link
                    to={crumb.pathname}
                    // An ancestor of the current path is not the current page.
                    activeOptions={{ exact: true }}
                    className="rounded-sm text-fg-muted underline-offset-4 hover:text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                  >
                    {crumb.title}
                  </Link>
                  <span aria-hidden="true" className="text-fg-placeholder">
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
