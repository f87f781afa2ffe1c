import { Link } from '@tanstack/react-router';

import { Button } from '@/components/ui/button';
import { routeTitles } from '@/strings/routes';

import { PageFrame } from './page-frame';
import { layoutStrings } from './strings';

const trail = [{ id: 'not-found', title: routeTitles.notFound, pathname: '' }];

/** The not-found screen: unknown paths and invalid route params. */
export function NotFoundScreen() {
  return (
    <PageFrame trail={trail}>
      <section className="flex flex-col items-start gap-4 rounded-lg border border-border-muted bg-surface p-8">
        <p className="text-5xl font-semibold text-fg-subtle" aria-hidden="true">
          404
        </p>
        <p className="text-fg-label">{layoutStrings.notFoundDescription}</p>
        <Button asChild variant="primary">
          <Link to="/">{layoutStrings.backHome}</Link>
        </Button>
      </section>
    </PageFrame>
  );
}
