import { useCallback, useState } from 'react';

import { useGenPicCaptcha, useVerifyPicCaptcha } from '@/api/generated/endpoints/session/session';

import { newCaptchaKey } from '../captcha-key';

export interface Captcha {
  key: string;
  image: Blob | undefined;
  loading: boolean;
  failed: boolean;
  refresh: () => void;
  /**
   * Asks the server whether `code` is the picture's code, without using the key up. A failed call
   * rejects with its ApiError.
   */
  verify: (code: string) => Promise<boolean>;
  /** A verification is on its way. */
  verifying: boolean;
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
  const { mutateAsync, isPending } = useVerifyPicCaptcha<unknown>();
  const verify = useCallback(
    async (code: string) => (await mutateAsync({ data: { key, code } })).data.valid,
    [key, mutateAsync],
  );
  return {
    key,
    image: query.data,
    loading: query.isFetching,
    failed: query.isError,
    refresh,
    verify,
    verifying: isPending,
  };
}
