import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';

import {
  getListDatasetStrategiesQueryKey,
  useAppendGrafanaUrl,
} from '@/api/generated/endpoints/data-compute/data-compute';
import type { DatasetStrategy } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';

import { dashboardUrlError, GRAFANA_URL_MAX } from './grafana-url';
import { notifyActionError } from './notify-error';
import { dashboardStrings as s } from './strings';

export interface AttachDashboardDialogProps {
  strategy: DatasetStrategy | null;
  onClose: () => void;
}

/** Attach a dashboard: appends one Grafana address (http or https only) to a strategy. */
export function AttachDashboardDialog({ strategy, onClose }: AttachDashboardDialogProps) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const append = useAppendGrafanaUrl();

  const close = () => {
    if (append.isPending) return;
    setUrl('');
    setError(undefined);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!strategy) return;
    const problem = dashboardUrlError(url);
    setError(problem);
    if (problem) {
      (event.currentTarget.elements.namedItem('grafanaUrl') as HTMLElement | null)?.focus();
      return;
    }
    append.mutate(
      { data: { id: strategy.id, grafanaUrl: url.trim() } },
      {
        onSuccess: () => {
          notify({ kind: 'success', message: s.attached });
          void queryClient.invalidateQueries({ queryKey: getListDatasetStrategiesQueryKey() });
          close();
        },
        onError: notifyActionError,
      },
    );
  };

  return (
    <Dialog open={strategy !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{s.attachTitle(strategy?.strategy_name_chn ?? '')}</DialogTitle>
          <DialogDescription>{s.attachDescription}</DialogDescription>
        </DialogHeader>
        {strategy && strategy.grafanaUrls.length > 0 ? (
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
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormField label={s.attachField} hint={s.attachHint} error={error} required>
            <Input
              name="grafanaUrl"
              type="url"
              autoComplete="off"
              value={url}
              maxLength={GRAFANA_URL_MAX * 2}
              onChange={(event) => setUrl(event.target.value)}
              placeholder="https://grafana.example.cn/d/…"
            />
          </FormField>
          <DialogFooter>
            <Button onClick={close} disabled={append.isPending}>
              {s.cancel}
            </Button>
            <Button type="submit" variant="primary" pending={append.isPending}>
              {s.attachDashboard}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
