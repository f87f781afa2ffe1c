import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/master-data-management/')({
  beforeLoad: () => {
    throw redirect({ to: '/master-data-management/vehicle-model', replace: true });
  },
});
