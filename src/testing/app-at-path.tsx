import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';

import { createQueryClient } from '@/api/query-client';
import { createAppRouter } from '@/router';

export interface AppAtPathProps {
  /** App path (and search) to open, e.g. `/device-management/device-list`. */
  path: string;
}

/** The whole app router in a memory history: for stories of the shell and its screens. */
export function AppAtPath({ path }: AppAtPathProps) {
  const [router] = useState(() =>
    createAppRouter({
      history: createMemoryHistory({ initialEntries: [path] }),
      queryClient: createQueryClient(),
    }),
  );
  return <RouterProvider router={router} />;
}
