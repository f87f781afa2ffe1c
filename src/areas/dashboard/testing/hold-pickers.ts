import { http } from 'msw';

import { server } from '@/mocks/node';

const never = () => new Promise<never>(() => undefined);

/** Holds every picker call (fleets, cars, customer tags) unanswered for the rest of a test. */
export function holdPickerCalls(): void {
  server.use(
    http.get('*/api/fleet/getFleets', never),
    http.post('*/api/fleet/getCars', never),
    http.get('*/api/customerTag/options', never),
  );
}
