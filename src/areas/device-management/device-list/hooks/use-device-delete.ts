import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListDevicesQueryKey,
  useDeleteDevices,
} from '@/api/generated/endpoints/device-management/device-management';
import type { Device } from '@/api/generated/model';
import { failureText } from '@/api/errors';
import { notify } from '@/lib/notify';
import { deviceListStrings as s } from '../strings';

/** Delete of one device or the selected ones, behind a confirmation that names them. */
export function useDeviceDelete(onDeleted: (ids: number[]) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<readonly Device[] | null>(null);
  const remove = useDeleteDevices();

  const confirm = () => {
    if (!pending) return;
    const ids = pending.map((device) => device.id);
    remove.mutate(
      { data: { ids } },
      {
        onSuccess: () => {
          notify({ kind: 'success', message: s.deleted(ids.length) });
          setPending(null);
          onDeleted(ids);
        },
        onError: (error) => notify({ kind: 'error', message: failureText(error, s.deleteFailed) }),
        onSettled: () => void queryClient.invalidateQueries({ queryKey: getListDevicesQueryKey() }),
      },
    );
  };

  return {
    pending,
    ask: setPending,
    cancel: () => setPending(null),
    confirm,
    deleting: remove.isPending,
  };
}
