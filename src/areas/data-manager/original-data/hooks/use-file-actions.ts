import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { failureText } from '@/api/errors';
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
import type { DownloadJobTicket, FileBulkRemoveResult } from '@/api/generated/model';
import type { DeleteMutation } from '@/components/data-table';
import { notify } from '@/lib/notify';

import type { FileTab } from '../search';
import { originalDataStrings as s } from '../strings';

/** What the removal takes: the ids of the files. */
export interface FileRemoval {
  ids: number[];
}

/**
 * Removal of the chosen tab's files, for `useDeleteFlow`: one file goes by its own call, several
 * by the bulk call, whose answer names the files it could not remove.
 */
export function useFileRemoval(tab: FileTab) {
  const queryClient = useQueryClient();
  const bulkOri = useBulkRemoveOriFiles();
  const bulkData = useBulkRemoveDataFiles();
  const oneOri = useRemoveOriFile();
  const oneData = useRemoveDataFile();
  const bulk = tab === 'ori' ? bulkOri : bulkData;
  const one = tab === 'ori' ? oneOri : oneData;
  const mutation: DeleteMutation<FileRemoval, FileBulkRemoveResult> = {
    isPending: bulk.isPending || one.isPending,
    mutate: ({ ids }, callbacks = {}) => {
      const { onSuccess, onError, onSettled } = callbacks;
      const [only] = ids;
      if (ids.length === 1 && only !== undefined) {
        one.mutate(
          { data: { id: only } },
          { onError, onSettled, onSuccess: () => onSuccess?.({ removed: 1, failedIds: [] }) },
        );
      } else {
        bulk.mutate(
          { data: { ids } },
          { onError, onSettled, onSuccess: ({ data }) => onSuccess?.(data) },
        );
      }
    },
  };
  return {
    mutation,
    /** The contract's limit per bulk call. */
    max: (tab === 'ori' ? bulkRemoveOriFilesBodyLimits : bulkRemoveDataFilesBodyLimits).ids
      .maxItems,
    refresh: () => {
      const key = tab === 'ori' ? getListOriFilesQueryKey() : getListDataFilesQueryKey();
      void queryClient.invalidateQueries({ queryKey: key });
    },
  };
}

/** Bulk download of the chosen tab's files: a job of the download center. */
export function useFileDownload(tab: FileTab) {
  const [ticket, setTicket] = useState<DownloadJobTicket | null>(null);
  const downloadOri = useBulkDownloadOriFiles();
  const downloadData = useBulkDownloadDataFiles();
  const download = tab === 'ori' ? downloadOri : downloadData;
  // The contract's limit per bulk call.
  const max = (tab === 'ori' ? bulkDownloadOriFilesBodyLimits : bulkDownloadDataFilesBodyLimits).ids
    .maxItems;

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
    ticket,
    dismissTicket: () => setTicket(null),
    startDownload: (ids: number[]) =>
      ids.length > max ? notify({ kind: 'error', message: s.tooMany(max) }) : startDownload(ids),
    downloading: download.isPending,
  };
}
