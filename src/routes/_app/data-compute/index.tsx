import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/data-compute/')({
  beforeLoad: () => {
    throw redirect({ to: '/data-compute/signal-dict', replace: true });
  },
});
