import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import {
  getListFirmwareQueryKey,
  listFirmware,
} from '@/api/generated/endpoints/firmware-library/firmware-library';

export interface VersionKey {
  version: string;
  model: number | undefined;
  upgradeObj: number;
}

const sameKey = (a: VersionKey, b: VersionKey) =>
  a.version === b.version && a.model === b.model && a.upgradeObj === b.upgradeObj;

/**
 * Whether the library already holds this version for this model and upgrade object (the server
 * refuses a second one), asked when a field of the three is left or changed, so the refusal shows
 * beside the version before the file is sent. `taken(key)` is true only for the key last found
 * taken; a failed check says nothing, and the upload itself answers then.
 */
export function useVersionCheck() {
  const queryClient = useQueryClient();
  const [takenKey, setTakenKey] = useState<VersionKey | null>(null);
  const check = async (key: VersionKey): Promise<boolean> => {
    const version = key.version.trim();
    if (!version || key.model === undefined) return false;
    const params = {
      keyword: version,
      model_number: key.model,
      upgrade_obj: key.upgradeObj,
      pageNo: 1,
      pageSize: 50,
    };
    try {
      const answer = await queryClient.fetchQuery({
        queryKey: getListFirmwareQueryKey(params),
        queryFn: ({ signal }) => listFirmware(params, { signal }),
        staleTime: 10_000,
      });
      const taken = answer.data.list.some(
        (f) =>
          f.version === version && f.model_number === key.model && f.upgrade_obj === key.upgradeObj,
      );
      setTakenKey(taken ? { ...key, version } : null);
      return taken;
    } catch {
      return false;
    }
  };
  const taken = (key: VersionKey) =>
    takenKey !== null && sameKey(takenKey, { ...key, version: key.version.trim() });
  return { check, taken };
}
