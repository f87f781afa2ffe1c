import { useRef, useState, type FormEvent } from 'react';
import { LeaveGuardDialog, useLeaveGuard } from '@/components/forms/leave-guard';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  getGetDatasetTaskQueryKey,
  getListDatasetTasksQueryKey,
  useAddDatasetTask,
  useGetDatasetTask,
  useListDatasetStrategies,
  useUpdateDatasetTask,
} from '@/api/generated/endpoints/data-compute/data-compute';
import type { DatasetTask } from '@/api/generated/model';
import { failureText, isApiError } from '@/api/errors';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { focusFirstInvalid } from '@/lib/forms';
import { notify } from '@/lib/notify';
import { SaveDatasetDialog, type DatasetStrategyRef } from './components/save-dataset-dialog';
import { TaskFormFields, type StrategyChoice } from './components/task-form-fields';
import { taskStrings as s } from './strings';
import {
  blankTask,
  sameValues,
  taskFormOrder,
  toSaveBody,
  validateTask,
  valuesOf,
  type TaskFormValues,
} from './task-form-values';

export interface TaskFormScreenProps {
  mode: 'add' | 'edit';
  /** The task to edit, or (add) the task to start from; 0 starts blank. */
  id: number;
}

// Every strategy in one page: the picker lists them all.
const ALL_STRATEGIES = { pageSize: 1000 } as const;

/** Add or edit a task: loads the task (edit or copy), then the form. */
export function TaskFormScreen({ mode, id }: TaskFormScreenProps) {
  const query = useGetDatasetTask({ id }, { query: { enabled: id > 0, staleTime: 0 } });
  if (id > 0 && query.isPending) return <Spinner label={s.optionsLoading} className="m-4" />;
  if (id > 0 && query.isError) {
    const missing = isApiError(query.error) && query.error.kind === 'business';
    return (
      <div className="flex max-w-xl flex-col gap-3">
        <Alert title={missing ? s.notFound : s.loadFailed} onRetry={() => void query.refetch()}>
          {failureText(query.error, null)}
        </Alert>
        <Button asChild variant="link" className="self-start">
          <Link to="/data-compute/task">{s.backToList}</Link>
        </Button>
      </div>
    );
  }
  const task = id > 0 ? query.data?.data : undefined;
  return <TaskForm key={`${mode}-${id}`} mode={mode} task={task} />;
}

function TaskForm({ mode, task }: { mode: 'add' | 'edit'; task: DatasetTask | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState<TaskFormValues>(() => (task ? valuesOf(task) : blankTask()));
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [datasetFrom, setDatasetFrom] = useState<DatasetStrategyRef | null>(null);
  const strategiesQuery = useListDatasetStrategies(ALL_STRATEGIES);
  const add = useAddDatasetTask();
  const update = useUpdateDatasetTask();
  const saving = add.isPending || update.isPending;
  const guard = useLeaveGuard(!sameValues(values, initial));
  const locked = mode === 'edit' && task?.status === 1;
  const errors = submitted ? validateTask(values) : {};

  const strategies: StrategyChoice[] = (strategiesQuery.data?.data.list ?? []).map((item) => ({
    id: item.id,
    name: item.strategy_name_chn || item.strategy_name,
  }));
  if (task && !strategies.some((item) => item.id === task.strategyId)) {
    strategies.unshift({ id: task.strategyId, name: task.strategyName });
  }

  const onSaved = (saved: DatasetTask) => {
    notify({ kind: 'success', message: (mode === 'edit' ? s.updated : s.added)(saved.name) });
    void queryClient.invalidateQueries({ queryKey: getListDatasetTasksQueryKey() });
    queryClient.removeQueries({ queryKey: getGetDatasetTaskQueryKey({ id: saved.id }) });
    guard.allowLeave();
    void navigate({ to: '/data-compute/task' });
  };
  const onFailed = (error: unknown) => setServerError(failureText(error, s.saveFailed));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || locked) return;
    setSubmitted(true);
    if (focusFirstInvalid(formRef.current, taskFormOrder, validateTask(values))) return;
    setServerError(null);
    const body = toSaveBody(values);
    if (mode === 'edit' && task) {
      update.mutate(
        { data: { ...body, id: task.id } },
        { onSuccess: ({ data }) => onSaved(data), onError: onFailed },
      );
    } else {
      add.mutate({ data: body }, { onSuccess: ({ data }) => onSaved(data), onError: onFailed });
    }
  };

  const chosenStrategy = strategies.find((item) => item.id === values.strategyId);
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex max-w-3xl flex-col gap-4">
      {locked ? <Alert variant="warning">{s.runningNotEditable}</Alert> : null}
      {serverError ? <Alert>{serverError}</Alert> : null}
      <TaskFormFields
        values={values}
        errors={errors}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
        strategies={strategies}
        strategiesLoading={strategiesQuery.isPending}
        onSaveDataset={() => (chosenStrategy ? setDatasetFrom(chosenStrategy) : undefined)}
        disabled={locked}
      />
      <div className="flex gap-2 pt-2">
        <Button type="submit" variant="primary" pending={saving} disabled={locked}>
          {s.save}
        </Button>
        <Button asChild>
          <Link to="/data-compute/task">{s.cancel}</Link>
        </Button>
      </div>
      <SaveDatasetDialog strategy={datasetFrom} onClose={() => setDatasetFrom(null)} />
      <LeaveGuardDialog blocker={guard.blocker} description={s.leaveDescription} />
    </form>
  );
}
