import { createFileRoute } from '@tanstack/react-router';

import { NotFoundScreen } from '@/components/layout/not-found-screen';

// Any path no other route matches: the not-found screen inside the layout (after the token check of _app).
export const Route = createFileRoute('/_app/$')({
  component: NotFoundScreen,
});
