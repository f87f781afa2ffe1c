import { loginBodyLimits } from '@/api/generated/limits';
import { TextField } from '@/components/forms/text-field';

import type { Captcha } from '../hooks/use-captcha';
import { sessionStrings as s } from '../strings';
import { CaptchaImage } from './captcha-image';

export interface CaptchaFieldProps {
  captcha: Captcha;
}

/** The captcha code, bound to its form as `captchaCode`, beside the picture it is read from. */
export function CaptchaField({ captcha }: CaptchaFieldProps) {
  return (
    <div className="flex items-start gap-2">
      <TextField
        name="captchaCode"
        label={s.captcha}
        required
        verbatim
        maxLength={loginBodyLimits.captchaCode.maxLength}
        placeholder={s.captchaPlaceholder}
        className="min-w-0 flex-1"
      />
      <CaptchaImage
        className="mt-[1.625rem]"
        image={captcha.image}
        loading={captcha.loading}
        failed={captcha.failed}
        onRefresh={captcha.refresh}
      />
    </div>
  );
}
