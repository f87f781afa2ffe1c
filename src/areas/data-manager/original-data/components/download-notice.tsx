import { Link } from '@tanstack/react-router';

import type { DownloadJobTicket } from '@/api/generated/model';
import { Alert } from '@/components/ui/alert';

import { originalDataStrings as s } from '../strings';

/** A packing job was queued: where to get the files. */
export function DownloadNotice({ ticket }: { ticket: DownloadJobTicket }) {
  return (
    <Alert variant="success">
      <span>{s.downloadQueued(ticket.name)}</span>{' '}
      <Link to="/download" className="font-medium text-primary-text underline">
        {s.openDownloads}
      </Link>
    </Alert>
  );
}
