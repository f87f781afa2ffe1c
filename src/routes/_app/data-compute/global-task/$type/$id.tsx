import { createFileRoute } from '@tanstack/react-router';

import { lazyAreaPage } from '@/lib/lazy-area';
import { parseMode, parseRecordId } from '@/routes/-params';
import { routeTitles } from '@/strings/routes';

const TaskFormScreen = lazyAreaPage(
  () => import('@/areas/data-compute').then((area) => area.taskFormScreen()),
  (screen) => screen.TaskFormScreen,
);

export const Route = createFileRoute('/_app/data-compute/global-task/$type/$id')({
  params: {
    parse: ({ type, id }) => {
      const mode = parseMode(type, ['add', 'edit']);
      // Add opens add/0 (a blank form); add/{id} starts from a copy of that task.
      return { type: mode, id: mode === 'add' && id === '0' ? 0 : parseRecordId(id) };
    },
    stringify: ({ type, id }) => ({ type, id: String(id) }),
  },
  staticData: {
    title: ({ type }) => (type === 'edit' ? routeTitles.globalTaskEdit : routeTitles.globalTaskAdd),
  },
  loader: () => TaskFormScreen.prefetch(),
  component: GlobalTaskRoute,
});

function GlobalTaskRoute() {
  const { type, id } = Route.useParams();
  return <TaskFormScreen mode={type} id={id} />;
}
