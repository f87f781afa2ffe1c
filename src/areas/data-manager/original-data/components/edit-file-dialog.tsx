import { useQueryClient } from '@tanstack/react-query';

import {
  getListOriFilesByDateQueryKey,
  getListOriFilesQueryKey,
  updateOriFile,
} from '@/api/generated/endpoints/data-manager/data-manager';
import { updateOriFileBodyLimits as limits } from '@/api/generated/limits';
import type { OriFile } from '@/api/generated/model';
import { ControlField } from '@/components/forms/control-field';
import { FormDialog, FormDialogBody } from '@/components/forms/form-dialog';
import { ChoiceField, TextField } from '@/components/forms/form-fields';
import { useContractForm } from '@/components/forms/use-contract-form';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useEnumLabels } from '@/lib/use-enum-labels';

import { originalDataStrings as s } from '../strings';

export interface EditFileDialogProps {
  /** The file edited; null keeps the dialog closed. */
  target: OriFile | null;
  onClose: () => void;
}

const NO_LABELS = {};

/** Edit of an original file: its car (VIN), validity and remark (ori_data/update). */
export function EditFileDialog({ target, onClose }: EditFileDialogProps) {
  return (
    <FormDialog open={target !== null} onClose={onClose}>
      {target ? <EditFileForm key={target.id} file={target} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function EditFileForm({ file, onClose }: { file: OriFile; onClose: () => void }) {
  const queryClient = useQueryClient();
  // The choices are the server's valid_flag enumeration, valid first; the file's own value is
  // there before the enumeration arrives.
  const validLabels = useEnumLabels('valid_flag', NO_LABELS);
  const validOptions = Object.entries({ [String(file.validFlag)]: '', ...validLabels })
    .sort(([a], [b]) => Number(b) - Number(a))
    .map(([value, label]) => ({ value, label: label || value }));
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/data-manager/data-manager.zod').then((m) => m.UpdateOriFileBody),
    defaultValues: { vin: file.vin, validFlag: String(file.validFlag), remark: file.remark },
    toBody: (v) => ({
      id: file.id,
      vin: v.vin.trim(),
      validFlag: Number(v.validFlag),
      remark: v.remark,
    }),
    submit: (data) => updateOriFile(data),
    onSaved: () => {
      notify({ kind: 'success', message: s.saved });
      void queryClient.invalidateQueries({ queryKey: getListOriFilesQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListOriFilesByDateQueryKey() });
      onClose();
    },
    failure: s.saveFailed,
  });

  return (
    <FormDialogBody
      form={form}
      title={s.editTitle}
      description={<span className="font-mono text-xs break-all">{file.fileName}</span>}
      onCancel={onClose}
    >
      <ControlField<string>
        name="vin"
        label={s.vin}
        required
        render={(field) => (
          <Input
            name={field.name}
            value={field.value}
            maxLength={limits.vin.maxLength}
            onChange={(event) => field.onChange(event.target.value.toUpperCase())}
            onBlur={field.onBlur}
          />
        )}
      />
      <ChoiceField name="validFlag" label={s.valid} options={validOptions} />
      <TextField name="remark" label={s.remark} maxLength={limits.remark.maxLength + 50} />
    </FormDialogBody>
  );
}
