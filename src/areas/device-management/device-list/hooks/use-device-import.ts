import { useQueryClient } from '@tanstack/react-query';

import { getListFleetsQueryOptions } from '@/api/generated/endpoints/dashboard/dashboard';
import {
  getListDevicesQueryKey,
  importDevices,
  listDevices,
} from '@/api/generated/endpoints/device-management/device-management';
import type { DeviceSaveRequest } from '@/api/generated/model';
import { useCsvImport } from '@/components/csv-import';
import { notify } from '@/lib/notify';

import { type ImportContext, type ImportRow, previewImport, serialKeys } from '../device-csv';
import { deviceListStrings as s } from '../strings';

const PAGE = 1000;
const MAX_PAGES = 50;

/** Every registered serial, page by page, so the preview can mark those already taken. */
async function registeredSerials(signal?: AbortSignal): Promise<Set<string>> {
  const serials: string[] = [];
  for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo += 1) {
    const { data } = await listDevices({ pageNo, pageSize: PAGE }, { signal });
    serials.push(...data.list.map((d) => d.serialNo));
    if (pageNo * PAGE >= data.total || data.list.length === 0) break;
  }
  return serialKeys(serials);
}

/**
 * Reading a file into a preview, then registering its good rows in one call (importDevices): all
 * of them or, when the server refuses one, none, with its reason shown above the preview.
 */
export function useDeviceImport(context: Omit<ImportContext, 'registeredSerials' | 'fleets'>) {
  const queryClient = useQueryClient();
  return useCsvImport<DeviceSaveRequest, ImportRow>({
    preview: async (text) => {
      // The fleets the rows name are waited for: a file chosen before they arrived would
      // otherwise have every fleet marked unknown.
      const [fleets, registered] = await Promise.all([
        queryClient.ensureQueryData(getListFleetsQueryOptions()),
        registeredSerials(),
      ]);
      return previewImport(text, {
        ...context,
        fleets: fleets.data,
        registeredSerials: registered,
      });
    },
    save: { all: (rows) => importDevices({ rows }) },
    saveFailed: s.importFailed,
    onDone: (ok) => {
      void queryClient.invalidateQueries({ queryKey: getListDevicesQueryKey() });
      if (ok > 0) notify({ kind: 'success', message: s.imported(ok) });
    },
  });
}
