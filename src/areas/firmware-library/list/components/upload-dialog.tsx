import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { uploadFirmwareBodyLimits as limits } from '@/api/generated/limits';
import {
  getListFirmwareQueryKey,
  uploadFirmware,
} from '@/api/generated/endpoints/firmware-library/firmware-library';
import type { Firmware } from '@/api/generated/model';
import { failureText, isApiError } from '@/api/errors';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import { formatBytes } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useEnumLabels } from '@/lib/use-enum-labels';
import { useVersionCheck } from '../../hooks/use-version-check';
import { firmwareStrings as s, modelLabels, upgradeObjLabels } from '../../strings';

interface Values {
  file: File | null;
  name: string;
  version: string;
  model: number | undefined;
  upgradeObj: number;
  description: string;
}

type Errors = Partial<Record<'file' | 'name' | 'version' | 'model' | 'description', string>>;

export function validateUpload(v: Values): Errors {
  const errors: Errors = {};
  if (!v.file) errors.file = s.fileRequired;
  else if (v.file.size === 0) errors.file = s.fileEmpty;
  if (!v.name.trim()) errors.name = s.nameRequired;
  else if (v.name.trim().length > limits.name.maxLength)
    errors.name = s.nameTooLong(limits.name.maxLength);
  if (!v.version.trim()) errors.version = s.versionRequired;
  else if (v.version.trim().length > limits.version.maxLength)
    errors.version = s.versionTooLong(limits.version.maxLength);
  if (v.model === undefined) errors.model = s.modelRequired;
  if (v.description.trim().length > limits.description.maxLength)
    errors.description = s.descriptionTooLong(limits.description.maxLength);
  return errors;
}

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
  const [values, setValues] = useState<Values>({
    file: null,
    name: '',
    version: '',
    model: undefined,
    upgradeObj: 0,
    description: '',
  });
  const [submitted, setSubmitted] = useState(false);
  // null while nothing is being sent; a percentage once the browser reports the upload, and
  // 'unknown' until it does (some stacks report nothing before the end).
  const [percent, setPercent] = useState<number | 'unknown' | null>(null);
  const [result, setResult] = useState<Firmware | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const errors = submitted ? validateUpload(values) : {};
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const versions = useVersionCheck();
  const versionTaken = versions.taken(values) ? s.versionTaken : undefined;
  // A model or upgrade object chosen after the version asks again for the new pair.
  const setAndCheck = (patch: Partial<Values>) => {
    set(patch);
    void versions.check({ ...values, ...patch });
  };

  const start = async () => {
    setSubmitted(true);
    if (
      Object.keys(validateUpload(values)).length > 0 ||
      !values.file ||
      values.model === undefined
    )
      return;
    setServerError(null);
    if (await versions.check(values)) return;
    setPercent('unknown');
    abort.current = new AbortController();
    try {
      const { data } = await uploadFirmware(
        {
          file: values.file,
          name: values.name.trim(),
          version: values.version.trim(),
          model_number: values.model,
          upgrade_obj: values.upgradeObj,
          ...(values.description.trim() ? { description: values.description.trim() } : {}),
        },
        {
          signal: abort.current.signal,
          onUploadProgress: (sent, total) => setPercent(Math.round((sent / total) * 100)),
        },
      );
      setResult(data);
      notify({ kind: 'success', message: s.uploaded(s.firmwareLabel(data.name, data.version)) });
      void queryClient.invalidateQueries({ queryKey: getListFirmwareQueryKey() });
    } catch (error) {
      if (isApiError(error) && error.kind === 'aborted') setServerError(s.uploadCancelled);
      else setServerError(failureText(error, s.uploadFailed));
    } finally {
      setPercent(null);
      abort.current = null;
    }
  };

  const uploading = percent !== null;
  return (
    <div className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{s.uploadTitle}</DialogTitle>
        <DialogDescription>{s.uploadDescription}</DialogDescription>
      </DialogHeader>
      {serverError ? <Alert>{serverError}</Alert> : null}
      {result ? (
        <p
          role="status"
          className="rounded-md bg-green-50 px-3 py-2 text-sm break-all text-green-900"
        >
          {s.uploaded(s.firmwareLabel(result.name, result.version))}
          <br />
          {s.uploadedChecksum(result.md5)}
        </p>
      ) : null}
      <FormField label={s.file} error={errors.file} required>
        <FileInput
          name="file"
          disabled={uploading}
          detail={values.file ? formatBytes(values.file.size) : undefined}
          onFile={(file) => set({ file })}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={s.name} error={errors.name} required>
          <Input
            name="name"
            value={values.name}
            disabled={uploading}
            onChange={(e) => set({ name: e.target.value })}
          />
        </FormField>
        <FormField label={s.version} error={errors.version ?? versionTaken} required>
          <Input
            name="version"
            value={values.version}
            disabled={uploading}
            onChange={(e) => set({ version: e.target.value })}
            onBlur={() => void versions.check(values)}
          />
        </FormField>
        <SelectField
          label={s.model}
          required
          error={errors.model}
          placeholder={s.chooseOption}
          disabled={uploading}
          value={values.model === undefined ? '' : String(values.model)}
          onValueChange={(next) => setAndCheck({ model: Number(next) })}
        >
          {Object.entries(models).map(([id, label]) => (
            <SelectItem key={id} value={id}>
              {label}
            </SelectItem>
          ))}
        </SelectField>
        <SelectField
          label={s.upgradeObj}
          disabled={uploading}
          value={String(values.upgradeObj)}
          onValueChange={(next) => setAndCheck({ upgradeObj: Number(next) })}
        >
          {Object.entries(objects).map(([id, label]) => (
            <SelectItem key={id} value={id}>
              {label}
            </SelectItem>
          ))}
        </SelectField>
      </div>
      <FormField label={s.description} error={errors.description}>
        <Input
          name="description"
          value={values.description}
          disabled={uploading}
          onChange={(e) => set({ description: e.target.value })}
        />
      </FormField>
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
        <Button
          variant="primary"
          pending={uploading}
          disabled={result !== null}
          onClick={() => void start()}
        >
          {s.start}
        </Button>
      </DialogFooter>
    </div>
  );
}
