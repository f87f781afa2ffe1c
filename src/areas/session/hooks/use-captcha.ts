import { useCallback, useState } from 'react';
import { useGenPicCaptcha } from '@/api/generated/endpoints/session/session';
import { newCaptchaKey } from '../captcha-key';

export interface Captcha {
  key: string;
  image: Blob | undefined;
  loading: boolean;
  failed: boolean;
  refresh: () => void;
}

/** One captcha picture per key; refreshing draws a new key, so the server issues a new code. */
export function useCaptcha(enabled = true): Captcha {
  const [key, setKey] = useState(newCaptchaKey);
  const query = useGenPicCaptcha(
    { key },
    {
      query: {
        enabled,
        // A key is single-use on the server: never refetch it behind the user's back.
        staleTime: Infinity,
        gcTime: 0,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  );
  const refresh = useCallback(() => setKey(newCaptchaKey()), []);
  return {
    key,
    image: query.data,
    loading: query.isFetching,
    failed: query.isError,
    refresh,
  };
}
