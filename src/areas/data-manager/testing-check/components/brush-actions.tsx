import { Link, useNavigate } from '@tanstack/react-router';

import { useBulkDownloadDataFiles } from '@/api/generated/endpoints/data-manager/data-manager';
import {
  bulkDownloadDataFilesBodyLimits,
  sliceDatasetFilesBodyLimits,
} from '@/api/generated/limits';
import { AuthorizedButton } from '@/components/auth/authorized';
import { Alert } from '@/components/ui/alert';

import { urlTime } from '../search';
import { testingCheckStrings as s } from '../strings';

/** The contract takes at most this many ids in one bulk download. */
export const MAX_DOWNLOAD = bulkDownloadDataFilesBodyLimits.ids.maxItems;
/** File ids go into the data-cut link only while a cut can take them all; the window says the rest. */
const MAX_LINK_IDS = sliceDatasetFilesBodyLimits.fileIds.maxItems;

interface BrushActionsProps {
  vin: string;
  ports: readonly string[];
  window: { from: number; to: number } | null;
  /** The selected files' ids: all of them, unless `fileCount` says there are more. */
  fileIds: readonly number[];
  fileCount: number;
}

/** Cut opens data cut with the car, ports and window filled in; bulk download packs the files. */
export function BrushActions({ vin, ports, window, fileIds, fileCount }: BrushActionsProps) {
  const navigate = useNavigate();
  const listed = fileCount > 0 && fileIds.length === fileCount;
  const download = useBulkDownloadDataFiles();
  const cut = () => {
    if (!window) return;
    const search = {
      vin,
      portTypes: ports.length > 0 ? [...ports] : undefined,
      startTime: urlTime(new Date(window.from)),
      endTime: urlTime(new Date(window.to)),
      fileIds: listed && fileCount <= MAX_LINK_IDS ? [...fileIds] : undefined,
    };
    void navigate({ to: '/data-manager/data-cut', search });
  };
  const tooMany = fileCount > MAX_DOWNLOAD;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {window && (
          <AuthorizedButton code="data:cut-slice" size="sm" onClick={cut}>
            {s.cut}
          </AuthorizedButton>
        )}
        <AuthorizedButton
          code="download:view"
          size="sm"
          variant="outline"
          disabled={!listed || tooMany}
          pending={download.isPending}
          onClick={() => download.mutate({ data: { ids: [...fileIds] } })}
        >
          {s.bulkDownload}
        </AuthorizedButton>
        {tooMany && (
          <span className="text-xs text-warning-text">{s.tooManyFiles(MAX_DOWNLOAD)}</span>
        )}
      </div>
      {download.isError && <Alert>{download.error.message}</Alert>}
      {download.data && (
        <Alert variant="success">
          {s.downloadCreated(download.data.data.name)}{' '}
          <Link to="/download" className="underline">
            {s.openDownloads}
          </Link>
        </Alert>
      )}
    </div>
  );
}
