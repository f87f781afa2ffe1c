import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';

import { ApiError } from '@/api/errors';
import {
  getListFirmwareQueryKey,
  uploadFirmware,
} from '@/api/generated/endpoints/firmware-library/firmware-library';
import { uploadFirmwareBodyLimits as limits } from '@/api/generated/limits';
import type { Firmware } from '@/api/generated/model';
import { FileField } from '@/components/forms/file-field';
import { ChoiceField, TextField } from '@/components/forms/form-fields';
import { ContractFormRoot } from '@/components/forms/form-root';
import { useContractForm } from '@/components/forms/use-contract-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { notify } from '@/lib/notify';
import { useEnumLabels } from '@/lib/use-enum-labels';

import { useVersionCheck, type VersionKey } from '../../hooks/use-version-check';
import { firmwareStrings as s, modelLabels, upgradeObjLabels } from '../../strings';

/** The upload form: the file, and choices as the ids' text ('' for none). */
interface UploadValues {
  file: File | null;
  name: string;
  version: string;
  model_number: string;
  upgrade_obj: string;
  description: string;
}

const emptyValues: UploadValues = {
  file: null,
  name: '',
  version: '',
  model_number: '',
  upgrade_obj: '0',
  description: '',
};

const keyOf = (v: Partial<UploadValues>): VersionKey => ({
  version: v.version ?? '',
  model: v.model_number ? Number(v.model_number) : undefined,
  upgradeObj: Number(v.upgrade_obj ?? 0),
});

/** The multipart body, which the contract's UploadFirmwareBody checks before the file is sent. */
const toBody = (v: UploadValues) => ({
  file: v.file,
  name: v.name.trim(),
  version: v.version.trim(),
  model_number: v.model_number ? Number(v.model_number) : undefined,
  upgrade_obj: Number(v.upgrade_obj),
  ...(v.description.trim() ? { description: v.description.trim() } : {}),
});

const choices = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Firmware upload: the file with its version, progress as it goes, Cancel at any time, the checksum after. */
export function UploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? (
        <DialogContent className="max-w-xl">
          <UploadForm onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function UploadForm({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const models = useEnumLabels('model_number', modelLabels);
  const objects = useEnumLabels('upgrade_obj', upgradeObjLabels);
  // null while nothing is being sent; a percentage once the browser reports the upload, and
  // 'unknown' until it does (some stacks report nothing before the end).
  const [percent, setPercent] = useState<number | 'unknown' | null>(null);
  const [result, setResult] = useState<Firmware | null>(null);
  const abort = useRef<AbortController | null>(null);
  const versions = useVersionCheck();
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/firmware-library/firmware-library.zod').then(
        (m) => m.UploadFirmwareBody,
      ),
    defaultValues: emptyValues,
    toBody,
    // The server refuses a version the model and upgrade object already have: asked before sending.
    rules: async (v) => ({
      file: v.file?.size === 0 && s.fileEmpty,
      version: (await versions.check(keyOf(v))) && s.versionTaken,
    }),
    submit: async (data) => {
      const controller = new AbortController();
      abort.current = controller;
      setPercent('unknown');
      try {
        const answer = await uploadFirmware(data, {
          signal: controller.signal,
          onUploadProgress: (sent, total) => setPercent(Math.round((sent / total) * 100)),
        });
        setResult(answer.data);
      } catch (error) {
        throw controller.signal.aborted ? new ApiError('aborted', s.uploadCancelled) : error;
      } finally {
        setPercent(null);
        abort.current = null;
      }
    },
    onSaved: (data) => {
      notify({ kind: 'success', message: s.uploaded(s.firmwareLabel(data.name, data.version)) });
      void queryClient.invalidateQueries({ queryKey: getListFirmwareQueryKey() });
    },
    failure: s.uploadFailed,
  });
  const { control, watch, getValues, getFieldState, trigger } = form.methods;
  const [version, model, upgradeObj] = useWatch({
    control,
    name: ['version', 'model_number', 'upgrade_obj'],
  });
  const versionTaken = versions.taken(
    keyOf({ version, model_number: model, upgrade_obj: upgradeObj }),
  )
    ? s.versionTaken
    : undefined;
  // A model or upgrade object chosen after the version asks again for the new pair.
  const { check } = versions;
  useEffect(() => {
    const watching = watch((v, { name }) => {
      if (name !== 'model_number' && name !== 'upgrade_obj') return;
      // A version refused on saving is judged again, for the new pair.
      if (getFieldState('version').error) void trigger('version');
      else void check(keyOf(v));
    });
    return () => watching.unsubscribe();
  }, [watch, check, getFieldState, trigger]);

  const uploading = percent !== null;
  return (
    <ContractFormRoot form={form} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{s.uploadTitle}</DialogTitle>
        <DialogDescription>{s.uploadDescription}</DialogDescription>
      </DialogHeader>
      {result ? (
        <p
          role="status"
          className="rounded-md bg-success-soft px-3 py-2 text-sm break-all text-success-strong"
        >
          {s.uploaded(s.firmwareLabel(result.name, result.version))}
          <br />
          {s.uploadedChecksum(result.md5)}
        </p>
      ) : null}
      <fieldset disabled={uploading} className="flex min-w-0 flex-col gap-4">
        <FileField name="file" label={s.file} required disabled={uploading} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label={s.name} required maxLength={limits.name.maxLength + 10} />
          <TextField
            name="version"
            label={s.version}
            required
            maxLength={limits.version.maxLength + 10}
            error={versionTaken}
            onBlur={() => void check(keyOf(getValues()))}
          />
          <ChoiceField
            name="model_number"
            label={s.model}
            required
            placeholder={s.chooseOption}
            options={choices(models)}
          />
          <ChoiceField name="upgrade_obj" label={s.upgradeObj} options={choices(objects)} />
        </div>
        <TextField
          name="description"
          label={s.description}
          maxLength={limits.description.maxLength + 50}
        />
      </fieldset>
      {uploading ? (
        <div className="flex items-center gap-3">
          <progress
            aria-label={s.uploadProgress}
            max={100}
            value={percent === 'unknown' ? undefined : percent}
            className="h-2 flex-1"
          />
          <span className="text-sm tabular-nums">
            {percent === 'unknown' ? s.uploadStarted : s.uploading(percent)}
          </span>
        </div>
      ) : null}
      <DialogFooter>
        {uploading ? (
          <Button onClick={() => abort.current?.abort()}>{s.cancelUpload}</Button>
        ) : (
          <Button onClick={onClose}>{result ? s.close : s.cancel}</Button>
        )}
        <Button type="submit" variant="primary" pending={form.pending} disabled={result !== null}>
          {s.start}
        </Button>
      </DialogFooter>
    </ContractFormRoot>
  );
}
