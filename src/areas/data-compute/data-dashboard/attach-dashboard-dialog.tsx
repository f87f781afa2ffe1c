import { useQueryClient } from '@tanstack/react-query';

import {
  appendGrafanaUrl,
  getListDatasetStrategiesQueryKey,
} from '@/api/generated/endpoints/data-compute/data-compute';
import type { DatasetStrategy } from '@/api/generated/model';
import { FormDialog, FormDialogBody } from '@/components/forms/form-dialog';
import { TextField } from '@/components/forms/text-field';
import { useContractForm } from '@/components/forms/use-contract-form';
import { notify } from '@/lib/notify';

import { dashboardUrlError, GRAFANA_URL_MAX } from './grafana-url';
import { dashboardStrings as s } from './strings';

export interface AttachDashboardDialogProps {
  strategy: DatasetStrategy | null;
  onClose: () => void;
}

/** Attach a dashboard: appends one Grafana address (http or https only) to a strategy. */
export function AttachDashboardDialog({ strategy, onClose }: AttachDashboardDialogProps) {
  return (
    <FormDialog open={strategy !== null} onClose={onClose} className="max-w-lg">
      {strategy ? <AttachForm key={strategy.id} strategy={strategy} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function AttachForm({ strategy, onClose }: { strategy: DatasetStrategy; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/data-compute/data-compute.zod').then(
        (m) => m.AppendGrafanaUrlBody,
      ),
    defaultValues: { grafanaUrl: '' },
    toBody: (values) => ({ id: strategy.id, grafanaUrl: values.grafanaUrl.trim() }),
    // Only http and https addresses may be opened from the console; the contract says a URL.
    rules: (values) => {
      const problem = dashboardUrlError(values.grafanaUrl);
      return problem ? { grafanaUrl: problem } : {};
    },
    submit: (data) => appendGrafanaUrl(data),
    onSaved: () => {
      notify({ kind: 'success', message: s.attached });
      void queryClient.invalidateQueries({ queryKey: getListDatasetStrategiesQueryKey() });
      onClose();
    },
  });

  return (
    <FormDialogBody
      form={form}
      title={s.attachTitle(strategy.strategy_name_chn)}
      description={s.attachDescription}
      onCancel={onClose}
      submitLabel={s.attachDashboard}
    >
      {strategy.grafanaUrls.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium text-fg-label">{s.currentDashboards}</p>
          <ul className="mt-1 list-disc space-y-0.5 ps-5 text-fg-muted">
            {strategy.grafanaUrls.map((item) => (
              <li key={item} className="break-all">
                {item}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <TextField
        name="grafanaUrl"
        label={s.attachField}
        hint={s.attachHint}
        required
        autoFocus
        maxLength={GRAFANA_URL_MAX * 2}
        placeholder={s.urlPlaceholder}
      />
    </FormDialogBody>
  );
}
