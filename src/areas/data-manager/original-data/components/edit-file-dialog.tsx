import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListOriFilesByDateQueryKey,
  getListOriFilesQueryKey,
  useUpdateOriFile,
} from '@/api/generated/endpoints/data-manager/data-manager';
import { updateOriFileBodyLimits as limits } from '@/api/generated/limits';
import type { OriFile } from '@/api/generated/model';
import { failureText } from '@/api/errors';
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
import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import { focusFirstInvalid } from '@/lib/forms';
import { notify } from '@/lib/notify';
import { originalDataStrings as s } from '../strings';

type Field = 'vin' | 'remark';
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

interface EditFileDialogProps {
  file: OriFile | null;
  onClose: () => void;
}

/** Edit of an original file: its car (VIN), validity and remark (ori_data/update). */
export function EditFileDialog({ file, onClose }: EditFileDialogProps) {
  return (
    <Dialog open={file !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {file ? <EditFileForm key={file.id} file={file} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditFileForm({ file, onClose }: { file: OriFile; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [vin, setVin] = useState(file.vin);
  const [validFlag, setValidFlag] = useState(file.validFlag);
  const [remark, setRemark] = useState(file.remark);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateOriFile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!VIN.test(vin.trim())) found.vin = s.vinInvalid;
    if (remark.length > limits.remark.maxLength) found.remark = s.remarkTooLong;
    setErrors(found);
    if (focusFirstInvalid(form.current, ['vin', 'remark'], found)) return;
    setFailure(null);
    update.mutate(
      { data: { id: file.id, vin: vin.trim(), validFlag, remark } },
      {
        onSuccess: () => {
          notify({ kind: 'success', message: s.saved });
          void queryClient.invalidateQueries({ queryKey: getListOriFilesQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getListOriFilesByDateQueryKey() });
          onClose();
        },
        // What was typed stays; the server's reason shows in the dialog.
        onError: (error) => setFailure(failureText(error, s.saveFailed)),
      },
    );
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{s.editTitle}</DialogTitle>
        <DialogDescription className="font-mono text-xs break-all">
          {file.fileName}
        </DialogDescription>
      </DialogHeader>
      <FormField label={s.vin} error={errors.vin} required>
        <Input
          name="vin"
          value={vin}
          maxLength={limits.vin.maxLength}
          onChange={(e) => setVin(e.target.value.toUpperCase())}
        />
      </FormField>
      <SelectField
        label={s.valid}
        value={String(validFlag)}
        onValueChange={(v) => setValidFlag(Number(v))}
      >
        <SelectItem value="1">{s.validLabels[1]}</SelectItem>
        <SelectItem value="0">{s.validLabels[0]}</SelectItem>
      </SelectField>
      <FormField label={s.remark} error={errors.remark}>
        <Input name="remark" value={remark} onChange={(e) => setRemark(e.target.value)} />
      </FormField>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" onClick={onClose} disabled={update.isPending}>
          {s.cancel}
        </Button>
        <Button type="submit" variant="primary" disabled={update.isPending}>
          {s.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
