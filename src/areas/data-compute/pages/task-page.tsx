import { TaskListScreen } from '../task/task-list-screen';

export function TaskPage() {
  return <TaskListScreen />;
}
