import type { ReactNode } from 'react';

import { Breadcrumbs } from './breadcrumbs';
import { useDocumentTitle } from './use-document-title';
import type { Crumb } from './use-page-trail';

export interface PageFrameProps {
  /** Area first, current page last; the last title is the <h1> and starts the document title. */
  trail: readonly Crumb[];
  children: ReactNode;
}

/** Breadcrumbs, the page's one <h1> and its body. */
export function PageFrame({ trail, children }: PageFrameProps) {
  const title = trail.at(-1)?.title ?? '';
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Breadcrumbs trail={trail} />
        <h1 className="text-xl font-semibold tracking-tight text-fg">{title}</h1>
      </div>
      <div>{children}</div>
    </div>
  );
}
