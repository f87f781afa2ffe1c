import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { ApiError, failureText } from '@/api/errors';
import {
  getGetDevicePortConfigQueryKey,
  getGetDeviceQueryKey,
  getListDevicesQueryKey,
  saveDevicePortConfig,
  updateDevice,
} from '@/api/generated/endpoints/device-management/device-management';
import type { Device, DevicePortConfig } from '@/api/generated/model';
import { PageForm } from '@/components/forms/page-form';
import { useContractForm } from '@/components/forms/use-contract-form';
import { notify } from '@/lib/notify';
import { useEnumLabels } from '@/lib/use-enum-labels';

import { capacityProblems } from '../capacity';
import { type ConfigDiff, diffConfig, isEmptyDiff } from '../config-diff';
import { draftKey, dropStaleDraft } from '../config-draft';
import { checkedBody, type ConfigForm, withoutEmptyGroups } from '../port-model';
import {
  collectionOptionLabels,
  collectionTriggerLabels,
  configStrings as s,
  personalizationFallback,
} from '../strings';
import { addButtonName, configRules } from '../validation';
import { BusGroup } from './bus-group';
import { ConfigDiffDialog } from './config-diff-dialog';
import { PersonalizationField } from './personalization-field';

interface ConfigEditorProps {
  device: Device;
  base: ConfigForm;
  /** After a save, once the device and its configuration are read again. */
  onSaved: () => void;
}

/** The question asked before saving: what will change, and the answer once given. */
interface Asking {
  diff: ConfigDiff;
  answer: (save: boolean) => void;
  sent: boolean;
}

/** The device's ports by bus type and its personalization: checked, diffed, then saved. */
export function ConfigEditor({ device, base, onSaved }: ConfigEditorProps) {
  const queryClient = useQueryClient();
  const storageKey = draftKey(device.id);
  // Before the form reads the draft it offers back.
  useState(() => dropStaleDraft(storageKey, base));
  const options = useEnumLabels('bus_collection_options', collectionOptionLabels);
  const triggers = useEnumLabels('bus_collection_trigger', collectionTriggerLabels);
  const personalization = useEnumLabels('device_personalization', personalizationFallback);
  const [asking, setAsking] = useState<Asking | null>(null);

  const save = async (body: DevicePortConfig, form: ConfigForm) => {
    const diff = diffConfig(base, form);
    if (diff.ports.length > 0) await saveDevicePortConfig(withoutEmptyGroups(body));
    if (diff.personalization) {
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
        if (diff.ports.length === 0) throw error;
        const reason = s.failedWith(s.portsSavedOnly, failureText(error, null));
        throw new ApiError('business', reason, { cause: error });
      }
    }
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: getGetDevicePortConfigQueryKey({ deviceId: device.id }),
      }),
      queryClient.invalidateQueries({ queryKey: getGetDeviceQueryKey({ id: device.id }) }),
      queryClient.invalidateQueries({ queryKey: getListDevicesQueryKey() }),
    ]);
  };

  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/device-management/device-management.zod').then(
        (m) => m.SaveDevicePortConfigBody,
      ),
    defaultValues: base,
    toBody: (values) => checkedBody(device.id, values),
    rules: configRules(base),
    confirm: (_body, values) => {
      const diff = diffConfig(base, values);
      if (isEmptyDiff(diff)) {
        notify({ kind: 'info', message: s.noChanges });
        return Promise.resolve(false);
      }
      return new Promise<boolean>((answer) => setAsking({ diff, answer, sent: false }));
    },
    submit: async (body, values) => {
      try {
        await save(body, values);
      } finally {
        setAsking(null);
      }
    },
    onSaved: () => {
      notify({ kind: 'success', message: s.saved });
      onSaved();
    },
    failure: s.saveFailed,
  });

  // A bus type over its capacity has no field of its own: its add control takes the focus.
  const { submitCount, isDirty } = form.methods.formState;
  useEffect(() => {
    if (submitCount === 0 || document.activeElement?.getAttribute('aria-invalid') === 'true')
      return;
    const [over] = capacityProblems(form.methods.getValues(), base);
    if (!over) return;
    const button = document.getElementsByName(addButtonName(over.busType))[0];
    button?.focus();
  }, [submitCount, form.methods, base]);

  const values = form.methods.getValues();
  return (
    <PageForm
      form={form}
      className="max-w-none"
      draftKey={storageKey}
      leaveDescription={s.leaveDescription}
      disabled={!isDirty}
      submitCode="device:config"
      submitLabel={s.save}
    >
      <PersonalizationField labels={personalization} />
      <div className="flex flex-col gap-3">
        {values.groups.map((group, at) => (
          <BusGroup
            key={group.busType}
            at={at}
            busType={group.busType}
            options={options}
            triggers={triggers}
          />
        ))}
      </div>
      <ConfigDiffDialog
        diff={asking?.diff ?? null}
        labels={{ options, triggers, personalization }}
        saving={asking?.sent ?? false}
        onCancel={() => {
          asking?.answer(false);
          setAsking(null);
        }}
        onConfirm={() => {
          if (!asking || asking.sent) return;
          asking.answer(true);
          setAsking({ ...asking, sent: true });
        }}
      />
    </PageForm>
  );
}
