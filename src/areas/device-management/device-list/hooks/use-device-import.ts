import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListDevicesQueryKey,
  listDevices,
  saveDevice,
} from '@/api/generated/endpoints/device-management/device-management';
import { isApiError } from '@/api/errors';
import { notify } from '@/lib/notify';
import { previewImport, serialKeys, type ImportContext, type ImportPreview } from '../device-csv';
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

export type RowOutcome = { ok: true } | { ok: false; reason: string };

/** Reading a file into a preview, then saving its good rows one by one. */
export function useDeviceImport(context: Omit<ImportContext, 'registeredSerials'>) {
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [reading, setReading] = useState(false);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, RowOutcome>>(new Map());
  const [importing, setImporting] = useState(false);

  const read = async (file: File) => {
    setReading(true);
    setOutcomes(new Map());
    try {
      const [text, serials] = await Promise.all([file.text(), registeredSerials()]);
      setPreview(previewImport(text, { ...context, registeredSerials: serials }));
    } catch (error) {
      setPreview({
        kind: 'problem',
        fileProblem: isApiError(error) ? error.message : s.fileUnreadable,
      });
    } finally {
      setReading(false);
    }
  };

  const importGood = async () => {
    if (preview?.kind !== 'rows' || importing) return;
    setImporting(true);
    const results = new Map<number, RowOutcome>();
    for (const row of preview.rows) {
      if (!row.request) continue;
      try {
        await saveDevice(row.request);
        results.set(row.line, { ok: true });
      } catch (error) {
        results.set(row.line, {
          ok: false,
          reason: isApiError(error) ? error.message : s.saveFailed,
        });
      }
      setOutcomes(new Map(results));
    }
    setImporting(false);
    void queryClient.invalidateQueries({ queryKey: getListDevicesQueryKey() });
    const ok = [...results.values()].filter((r) => r.ok).length;
    notify({
      kind: ok === results.size ? 'success' : 'error',
      message: s.imported(ok, results.size - ok),
    });
  };

  const reset = () => {
    setPreview(null);
    setOutcomes(new Map());
  };

  return { preview, reading, outcomes, importing, read, importGood, reset };
}
