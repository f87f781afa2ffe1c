import { createFileRoute } from '@tanstack/react-router';

import { lazyAreaPage } from '@/lib/lazy-area';
import { parseRecordId } from '@/routes/-params';
import { routeTitles } from '@/strings/routes';

const SingleDeviceMonitoringPage = lazyAreaPage(
  () => import('@/areas/monitoring'),
  (area) => area.SingleDeviceMonitoringPage,
);

export const Route = createFileRoute('/_app/monitoring/single-device-monitoring/$id')({
  params: {
    parse: ({ id }) => ({ id: parseRecordId(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  staticData: { title: routeTitles.singleDeviceMonitoring },
  loader: () => SingleDeviceMonitoringPage.prefetch(),
  component: SingleDeviceRoute,
});

function SingleDeviceRoute() {
  const { id } = Route.useParams();
  return <SingleDeviceMonitoringPage deviceId={id} />;
}
