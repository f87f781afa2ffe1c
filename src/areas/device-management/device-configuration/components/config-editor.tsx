import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';

import { failureText } from '@/api/errors';
import {
  getGetDevicePortConfigQueryKey,
  getGetDeviceQueryKey,
  getListDevicesQueryKey,
  saveDevicePortConfig,
  updateDevice,
} from '@/api/generated/endpoints/device-management/device-management';
import type { Device } from '@/api/generated/model';
import { DraftOffer } from '@/components/forms/draft-offer';
import { LeaveGuardDialog, useLeaveGuard } from '@/components/forms/leave-guard';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useEnumLabels } from '@/lib/use-enum-labels';

import { capacityProblems } from '../capacity';
import { type ConfigDiff, diffConfig, isEmptyDiff } from '../config-diff';
import { type ConfigForm, configFromForm, type GroupForm } from '../port-model';
import {
  collectionOptionLabels,
  collectionTriggerLabels,
  configStrings as s,
  personalizationFallback,
} from '../strings';
import { draftKey, useConfigDraft } from '../use-config-draft';
import { addButtonName, validateForm } from '../validation';
import { BusGroup } from './bus-group';
import { ConfigDiffDialog } from './config-diff-dialog';
import { PersonalizationField } from './personalization-field';

interface ConfigEditorProps {
  device: Device;
  base: ConfigForm;
}

/** The device's ports by bus type and its personalization: checked, diffed, then saved. */
export function ConfigEditor({ device, base }: ConfigEditorProps) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useConfigDraft(draftKey(device.id), base);
  const { blocker } = useLeaveGuard(draft.dirty);
  const options = useEnumLabels('bus_collection_options', collectionOptionLabels);
  const triggers = useEnumLabels('bus_collection_trigger', collectionTriggerLabels);
  const personalization = useEnumLabels('device_personalization', personalizationFallback);
  const [submitted, setSubmitted] = useState(false);
  const [pendingDiff, setPendingDiff] = useState<ConfigDiff | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errors = submitted ? validateForm(draft.form) : {};

  const setGroup = (next: GroupForm) =>
    draft.setForm((form) => ({
      ...form,
      groups: form.groups.map((g) => (g.busType === next.busType ? next : g)),
    }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setProblem(null);
    const over = capacityProblems(draft.form, base);
    if (over[0]) {
      setProblem(over.map((p) => p.message).join(s.separator));
      const button = formRef.current?.elements.namedItem(addButtonName(over[0].busType));
      if (button instanceof HTMLElement) button.focus();
      return;
    }
    const fieldErrors = validateForm(draft.form);
    const firstField = Object.keys(fieldErrors)[0];
    if (firstField) {
      setProblem(s.fixErrors);
      const control = formRef.current?.elements.namedItem(firstField);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    const diff = diffConfig(base, draft.form);
    if (isEmptyDiff(diff)) {
      notify({ kind: 'info', message: s.noChanges });
      return;
    }
    setPendingDiff(diff);
  };

  const save = async () => {
    if (!pendingDiff) return;
    setSaving(true);
    const form = draft.form;
    try {
      if (pendingDiff.ports.length > 0) await saveDevicePortConfig(configFromForm(device.id, form));
      if (pendingDiff.personalization) {
        try {
          await updateDevice({
            id: device.id,
            name: device.name,
            model_number: device.model_number,
            device_personalization: form.personalization,
            device_reg_status: device.device_reg_status,
            ...(device.hardwareVersion ? { hardwareVersionId: device.hardwareVersion.id } : {}),
            ...(device.car ? { carId: device.car.id } : {}),
            ...(device.fleet ? { fleetId: device.fleet.id } : {}),
            ...(device.remark ? { remark: device.remark } : {}),
          });
        } catch (error) {
          if (pendingDiff.ports.length > 0) throw new Error(s.portsSavedOnly, { cause: error });
          throw error;
        }
      }
      setPendingDiff(null);
      notify({ kind: 'success', message: s.saved });
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: getGetDevicePortConfigQueryKey({ deviceId: device.id }),
        }),
        queryClient.invalidateQueries({ queryKey: getGetDeviceQueryKey({ id: device.id }) }),
        queryClient.invalidateQueries({ queryKey: getListDevicesQueryKey() }),
      ]);
    } catch (error) {
      setPendingDiff(null);
      const partly = error instanceof Error && error.message === s.portsSavedOnly;
      const cause = partly ? error.cause : error;
      const reason = failureText(cause, null);
      setProblem(s.failedWith(partly ? s.portsSavedOnly : s.saveFailed, reason));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {draft.offer ? (
        <DraftOffer
          savedAt={draft.offer.savedAt}
          onRestore={draft.restore}
          onDiscard={draft.discard}
        />
      ) : null}
      {problem ? <Alert>{problem}</Alert> : null}
      <PersonalizationField
        value={draft.form.personalization}
        labels={personalization}
        onChange={(value) => draft.setForm((form) => ({ ...form, personalization: value }))}
      />
      <div className="flex flex-col gap-3">
        {draft.form.groups.map((group) => (
          <BusGroup
            key={group.busType}
            group={group}
            errors={errors}
            options={options}
            triggers={triggers}
            onChange={setGroup}
          />
        ))}
      </div>
      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-slate-200 bg-white/95 py-3">
        <Button type="submit" variant="primary" disabled={!draft.dirty || saving} pending={saving}>
          {s.save}
        </Button>
      </div>
      <ConfigDiffDialog
        diff={pendingDiff}
        labels={{ options, triggers, personalization }}
        saving={saving}
        onCancel={() => setPendingDiff(null)}
        onConfirm={() => void save()}
      />
      <LeaveGuardDialog blocker={blocker} description={s.leaveDescription} />
    </form>
  );
}
