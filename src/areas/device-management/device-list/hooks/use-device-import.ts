import { useQueryClient } from '@tanstack/react-query';
import {
  getListDevicesQueryKey,
  listDevices,
  saveDevice,
} from '@/api/generated/endpoints/device-management/device-management';
import type { DeviceSaveRequest } from '@/api/generated/model';
import { useCsvImport } from '@/components/csv-import';
import { notify } from '@/lib/notify';
import { previewImport, serialKeys, type ImportContext, type ImportRow } from '../device-csv';
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

/** Reading a file into a preview, then saving its good rows one by one. */
export function useDeviceImport(context: Omit<ImportContext, 'registeredSerials'>) {
  const queryClient = useQueryClient();
  return useCsvImport<DeviceSaveRequest, ImportRow>({
    preview: async (text) =>
      previewImport(text, { ...context, registeredSerials: await registeredSerials() }),
    save: { each: (request) => saveDevice(request) },
    saveFailed: s.saveFailed,
    onDone: (ok, failed) => {
      void queryClient.invalidateQueries({ queryKey: getListDevicesQueryKey() });
      notify({ kind: failed === 0 ? 'success' : 'error', message: s.imported(ok, failed) });
    },
  });
}
