import { TaskFormScreen } from '../task/task-form-screen';

export interface GlobalTaskPageProps {
  mode: 'add' | 'edit';
  id: number;
}

export function GlobalTaskPage({ mode, id }: GlobalTaskPageProps) {
  return <TaskFormScreen mode={mode} id={id} />;
}
