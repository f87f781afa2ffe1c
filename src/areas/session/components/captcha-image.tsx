import { useCallback } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/class-names';

import { sessionStrings as s } from '../strings';

export interface CaptchaImageProps {
  image: Blob | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
  className?: string;
}

/** The captcha picture as a button: activating it (click, Enter, Space) asks for a new one. */
export function CaptchaImage({ image, loading, failed, onRefresh, className }: CaptchaImageProps) {
  // The object URL lives exactly as long as this blob is on screen.
  const attachImage = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !image) return;
      const url = URL.createObjectURL(image);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [image],
  );

  const showImage = image !== undefined && !loading && !failed;
  return (
    <button
      type="button"
      onClick={onRefresh}
      aria-label={s.refreshCaptcha}
      title={s.refreshCaptcha}
      className={cn(
        'inline-flex h-9 w-28 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-surface-muted text-xs text-fg-subtle',
        'hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      {loading ? <Spinner label={s.captchaLoading} /> : null}
      {failed && !loading ? <span className="px-1 leading-tight">{s.captchaFailed}</span> : null}
      {showImage ? (
        <img ref={attachImage} alt="" className="h-full w-full object-contain" draggable={false} />
      ) : null}
    </button>
  );
}
