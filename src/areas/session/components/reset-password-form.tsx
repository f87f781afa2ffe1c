import { useState } from 'react';

import { resetPassword } from '@/api/generated/endpoints/session/session';
import { resetPasswordBodyLimits as limits } from '@/api/generated/limits';
import { FormDialogBody } from '@/components/forms/form-dialog';
import { TextField } from '@/components/forms/text-field';
import { useContractForm } from '@/components/forms/use-contract-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

import { spendCaptcha, useCaptcha } from '../hooks/use-captcha';
import { sessionStrings as s } from '../strings';
import { CaptchaField } from './captcha-field';

export interface ResetPasswordFormProps {
  initialUsername: string;
  onDone: () => void;
}

interface ResetValues {
  username: string;
  captchaCode: string;
}

export function ResetPasswordForm({ initialUsername, onDone }: ResetPasswordFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const captcha = useCaptcha();
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/session/session.zod').then((m) => m.ResetPasswordBody),
    defaultValues: { username: initialUsername, captchaCode: '' },
    toBody: (values: ResetValues) => ({
      username: values.username.trim(),
      captchaKey: captcha.key,
      captchaCode: values.captchaCode.trim(),
    }),
    submit: async (body) => {
      const answer = await spendCaptcha(
        captcha,
        body.captchaCode,
        () => form.methods.setValue('captchaCode', ''),
        () => resetPassword(body),
      );
      setSentTo(answer.data.maskedContact);
    },
    failure: s.resetFailed,
  });

  if (sentTo !== null) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{s.resetTitle}</DialogTitle>
          <DialogDescription>{s.resetDescription}</DialogDescription>
        </DialogHeader>
        <Alert variant="success">{s.resetSent(sentTo)}</Alert>
        <DialogFooter>
          <Button variant="primary" onClick={onDone}>
            {s.resetDone}
          </Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <FormDialogBody
      form={form}
      title={s.resetTitle}
      description={s.resetDescription}
      onCancel={onDone}
      submitLabel={s.confirm}
    >
      <TextField
        name="username"
        label={s.username}
        required
        autoComplete="username"
        maxLength={limits.username.maxLength}
        placeholder={s.usernamePlaceholder}
      />
      <CaptchaField captcha={captcha} />
    </FormDialogBody>
  );
}
