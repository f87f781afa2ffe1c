import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import { failureText, isApiError } from '@/api/errors';
import {
  addDatasetTask,
  getGetDatasetTaskQueryKey,
  getListDatasetTasksQueryKey,
  updateDatasetTask,
  useGetDatasetTask,
  useListDatasetStrategies,
} from '@/api/generated/endpoints/data-compute/data-compute';
import type { DatasetTask } from '@/api/generated/model';
import { PageForm } from '@/components/forms/page-form';
import { useContractForm } from '@/components/forms/use-contract-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTabRecordName } from '@/components/workspace/tabs/record-name';
import { notify } from '@/lib/notify';

import { type DatasetStrategyRef, SaveDatasetDialog } from './components/save-dataset-dialog';
import { type StrategyChoice, TaskFormFields } from './components/task-form-fields';
import { taskStrings as s } from './strings';
import { blankTask, taskRules, toSaveBody, valuesOf } from './task-form-values';

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
  useTabRecordName(mode === 'edit' ? query.data?.data.name : undefined);
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
  const [datasetFrom, setDatasetFrom] = useState<DatasetStrategyRef | null>(null);
  const strategiesQuery = useListDatasetStrategies(ALL_STRATEGIES);
  const locked = mode === 'edit' && task?.status === 1;
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/data-compute/data-compute.zod').then((m) => m.AddDatasetTaskBody),
    defaultValues: task ? valuesOf(task) : blankTask(),
    toBody: toSaveBody,
    rules: taskRules,
    submit: async (data) =>
      (mode === 'edit' && task
        ? await updateDatasetTask({ ...data, id: task.id })
        : await addDatasetTask(data)
      ).data,
    onSaved: (data) => {
      notify({ kind: 'success', message: (mode === 'edit' ? s.updated : s.added)(data.name) });
      void queryClient.invalidateQueries({ queryKey: getListDatasetTasksQueryKey() });
      if (task) queryClient.removeQueries({ queryKey: getGetDatasetTaskQueryKey({ id: task.id }) });
      void navigate({ to: '/data-compute/task' });
    },
    failure: s.saveFailed,
  });

  const strategies: StrategyChoice[] = (strategiesQuery.data?.data.list ?? []).map((item) => ({
    id: item.id,
    name: item.strategy_name_chn || item.strategy_name,
  }));
  if (task && !strategies.some((item) => item.id === task.strategyId)) {
    strategies.unshift({ id: task.strategyId, name: task.strategyName });
  }

  return (
    <PageForm
      form={form}
      header={locked ? <Alert variant="warning">{s.runningNotEditable}</Alert> : null}
      onCancel={() => void navigate({ to: '/data-compute/task' })}
      submitLabel={s.save}
      leaveDescription={s.leaveDescription}
      disabled={locked}
    >
      <TaskFormFields
        strategies={strategies}
        strategiesLoading={strategiesQuery.isPending}
        onSaveDataset={setDatasetFrom}
        disabled={locked}
      />
      <SaveDatasetDialog strategy={datasetFrom} onClose={() => setDatasetFrom(null)} />
    </PageForm>
  );
}
