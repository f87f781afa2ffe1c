import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/monitoring/')({
  beforeLoad: () => {
    throw redirect({ to: '/monitoring/global-monitoring', replace: true });
  },
});
