import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';

import { failureText } from '@/api/errors';
import {
  downloadJobFile,
  useListDownloadJobFiles,
} from '@/api/generated/endpoints/download/download';
import type { DownloadFile, DownloadJob } from '@/api/generated/model';
import {
  COMPACT_PAGE_SIZE,
  type DataColumn,
  DataTable,
  type ListSearch,
  useListSearch,
} from '@/components/data-table';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { saveBlob } from '@/lib/download';
import { formatBytes } from '@/lib/format';
import { notify } from '@/lib/notify';

import { downloadStrings as s, fileStatusLabels } from '../strings';

/** The files of a job; a ready file of a finished job downloads on its own. */
export function JobFilesDialog({ job, onClose }: { job: DownloadJob | null; onClose: () => void }) {
  return (
    <Dialog open={job !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {job ? (
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle className="break-all">{s.filesTitle(job.name)}</DialogTitle>
            <DialogDescription>{s.filesDescription}</DialogDescription>
          </DialogHeader>
          <JobFiles key={job.id} job={job} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function JobFiles({ job }: { job: DownloadJob }) {
  // The dialog's own page, kept while it is open, not in the URL.
  const [search, setSearch] = useState<ListSearch>({});
  const list = useListSearch({
    search,
    navigate: ({ search: change }) => setSearch(change),
    defaultPageSize: COMPACT_PAGE_SIZE,
  });
  const query = useListDownloadJobFiles(
    { jobId: job.id, pageNo: list.params.pageNo, pageSize: list.params.pageSize },
    { query: { placeholderData: keepPreviousData } },
  );
  const download = async (file: DownloadFile) => {
    try {
      saveBlob(await downloadJobFile({ jobId: job.id, fileId: file.id }), file.name);
    } catch (error) {
      notify({ kind: 'error', message: failureText(error, s.downloadFailed) });
    }
  };
  const columns: DataColumn<DownloadFile>[] = [
    {
      id: 'name',
      header: s.fileName,
      hideable: false,
      sortable: true,
      sortValue: (f) => f.name,
      cell: (f) => <span className="font-mono text-xs break-all">{f.name}</span>,
    },
    {
      id: 'size',
      header: s.fileSize,
      align: 'right',
      sortable: true,
      sortValue: (f) => f.size,
      cell: (f) => formatBytes(f.size),
    },
    {
      id: 'status',
      header: s.fileStatus,
      cell: (f) => fileStatusLabels[f.status] ?? f.status,
    },
    {
      id: 'download',
      header: s.downloadFile,
      hideable: false,
      cell: (f) =>
        job.status === 'done' && f.status === 'ready' ? (
          <Button
            size="sm"
            aria-label={s.downloadFileLabel(f.name)}
            onClick={() => void download(f)}
          >
            {s.downloadFile}
          </Button>
        ) : null,
    },
  ];
  return (
    <div className="flex max-h-[70vh] flex-col gap-3 overflow-auto">
      <DataTable
        label={s.filesTitle(job.name)}
        columns={columns}
        query={query}
        list={list}
        getRowId={(f) => f.id}
        rowLabel={(f) => f.name}
        emptyText={s.filesEmpty}
      />
    </div>
  );
}
