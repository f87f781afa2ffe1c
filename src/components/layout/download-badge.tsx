import { Link } from '@tanstack/react-router';

import { useListDownloadJobs } from '@/api/generated/endpoints/download/download';
import { useAuthorities } from '@/lib/authority';
import { finishedSince, useDownloadsSeenAt } from '@/lib/download-seen';
import { useDocumentVisibility } from '@/lib/use-document-visibility';
import { downloadBadgeStrings as s } from '@/strings/download';

/** How often the header asks whether a download finished: often enough, never while hidden. */
export const BADGE_POLL_MS = 30_000;
const RECENT = { pageNo: 1, pageSize: 50, status: 'done' } as const;

/** The download centre in the header, with the number of jobs that finished since the user last looked. */
export function DownloadBadge() {
  const allowed = useAuthorities().includes('download:view');
  const visible = useDocumentVisibility() === 'visible';
  const seenAt = useDownloadsSeenAt();
  const query = useListDownloadJobs(RECENT, {
    query: { enabled: allowed, refetchInterval: visible ? BADGE_POLL_MS : false, retry: false },
  });
  if (!allowed) return null;
  const count = finishedSince(query.data?.data.list ?? [], seenAt);
  return (
    <Link
      to="/download"
      aria-label={count > 0 ? s.newFinished(count) : s.label}
      className="relative mr-2 inline-flex size-9 align-middle items-center justify-center rounded-md text-fg-muted hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus"
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5" fill="none">
        <path
          d="M10 3v9m0 0-3.5-3.5M10 12l3.5-3.5M4 14.5V16h12v-1.5"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-danger px-1 text-center text-[10px] leading-4 font-semibold text-fg-inverse"
        >
          {count > 99 ? s.more : count}
        </span>
      ) : null}
    </Link>
  );
}
