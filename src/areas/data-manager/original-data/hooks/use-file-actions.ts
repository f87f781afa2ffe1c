import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListDataFilesQueryKey,
  getListOriFilesQueryKey,
  useBulkDownloadDataFiles,
  useBulkDownloadOriFiles,
  useBulkRemoveDataFiles,
  useBulkRemoveOriFiles,
  useRemoveDataFile,
  useRemoveOriFile,
} from '@/api/generated/endpoints/data-manager/data-manager';
import {
  bulkDownloadDataFilesBodyLimits,
  bulkDownloadOriFilesBodyLimits,
  bulkRemoveDataFilesBodyLimits,
  bulkRemoveOriFilesBodyLimits,
} from '@/api/generated/limits';
import type { DownloadJobTicket } from '@/api/generated/model';
import { failureText } from '@/api/errors';
import { notify } from '@/lib/notify';
import type { FileTab } from '../list-params';
import { originalDataStrings as s } from '../strings';

export interface RemovalTarget {
  ids: number[];
  bytes: number;
  names: string[];
}

/**
 * Removal of one file (its own call) or many (the bulk call), behind one confirmation, and bulk
 * download of the chosen tab's files.
 */
export function useFileActions(tab: FileTab, onRemoved: (ids: number[]) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<RemovalTarget | null>(null);
  const [ticket, setTicket] = useState<DownloadJobTicket | null>(null);
  const removeOri = useBulkRemoveOriFiles();
  const removeData = useBulkRemoveDataFiles();
  const downloadOri = useBulkDownloadOriFiles();
  const downloadData = useBulkDownloadDataFiles();
  const removeOneOri = useRemoveOriFile();
  const removeOneData = useRemoveDataFile();
  const remove = tab === 'ori' ? removeOri : removeData;
  const removeOne = tab === 'ori' ? removeOneOri : removeOneData;
  const download = tab === 'ori' ? downloadOri : downloadData;
  // The contract's limit per bulk call.
  const removeMax = (tab === 'ori' ? bulkRemoveOriFilesBodyLimits : bulkRemoveDataFilesBodyLimits)
    .ids.maxItems;
  const downloadMax = (
    tab === 'ori' ? bulkDownloadOriFilesBodyLimits : bulkDownloadDataFilesBodyLimits
  ).ids.maxItems;

  const confirm = () => {
    if (!pending) return;
    const { ids } = pending;
    const done = (removed: number, failedIds: readonly number[]) => {
      const failed = failedIds.length;
      notify({
        kind: failed > 0 ? 'info' : 'success',
        message: failed > 0 ? s.partlyDeleted(removed, failed) : s.deleted(removed),
      });
      setPending(null);
      onRemoved(ids.filter((id) => !failedIds.includes(id)));
    };
    const settled = {
      onError: (error: unknown) =>
        notify({ kind: 'error', message: failureText(error, s.deleteFailed) }),
      onSettled: () => {
        const key = tab === 'ori' ? getListOriFilesQueryKey() : getListDataFilesQueryKey();
        void queryClient.invalidateQueries({ queryKey: key });
      },
    };
    const [only] = ids;
    if (ids.length === 1 && only !== undefined) {
      removeOne.mutate({ data: { id: only } }, { ...settled, onSuccess: () => done(1, []) });
    } else {
      remove.mutate(
        { data: { ids } },
        { ...settled, onSuccess: ({ data }) => done(data.removed, data.failedIds) },
      );
    }
  };

  const startDownload = (ids: number[]) => {
    setTicket(null);
    download.mutate(
      { data: { ids } },
      {
        onSuccess: ({ data }) => setTicket(data),
        onError: (error) =>
          notify({ kind: 'error', message: failureText(error, s.downloadFailed) }),
      },
    );
  };

  return {
    pending,
    ask: (target: RemovalTarget) =>
      target.ids.length > removeMax
        ? notify({ kind: 'error', message: s.tooMany(removeMax) })
        : setPending(target),
    cancel: () => setPending(null),
    confirm,
    deleting: remove.isPending || removeOne.isPending,
    ticket,
    dismissTicket: () => setTicket(null),
    startDownload: (ids: number[]) =>
      ids.length > downloadMax
        ? notify({ kind: 'error', message: s.tooMany(downloadMax) })
        : startDownload(ids),
    downloading: download.isPending,
  };
}
