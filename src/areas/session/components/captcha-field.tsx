import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

import type { Captcha } from '../hooks/use-captcha';
import { sessionStrings as s } from '../strings';
import { limits } from '../validation';
import { CaptchaImage } from './captcha-image';

export interface CaptchaFieldProps {
  captcha: Captcha;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function CaptchaField({ captcha, value, onChange, error, disabled }: CaptchaFieldProps) {
  return (
    <div className="flex items-start gap-2">
      <FormField label={s.captcha} error={error} required className="min-w-0 flex-1">
        <Input
          name="captchaCode"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={limits.captchaCode.max}
          placeholder={s.captchaPlaceholder}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      </FormField>
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
