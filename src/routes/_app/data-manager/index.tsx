import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/data-manager/')({
  beforeLoad: () => {
    throw redirect({ to: '/data-manager/original-data', replace: true });
  },
});
