import { Link } from '@tanstack/react-router';

import { Button } from '@/components/ui/button';
import { useAuthorities } from '@/lib/authority';

import { firstScreen } from './navigation';
import { PageFrame } from './page-frame';
import { layoutStrings } from './strings';

const trail = [{ id: 'forbidden', title: layoutStrings.forbiddenTitle, pathname: '' }];

/** The forbidden screen: a screen whose view code the user lacks, reached by typing or following its URL. */
export function ForbiddenScreen() {
  const held = useAuthorities();
  // Back to the first screen this user may open, the one login lands on, not into another refusal.
  const home = firstScreen(held);
  return (
    <PageFrame trail={trail}>
      <section className="flex flex-col items-start gap-4 rounded-lg border border-border-muted bg-surface p-8">
        <p className="text-5xl font-semibold text-fg-subtle" aria-hidden="true">
          403
        </p>
        <p className="text-fg-label">{layoutStrings.forbiddenDescription}</p>
        <Button asChild variant="primary">
          <Link to={home}>{layoutStrings.backHome}</Link>
        </Button>
      </section>
    </PageFrame>
  );
}
