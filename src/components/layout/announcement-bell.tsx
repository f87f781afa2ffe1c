import { lazy, Suspense, useState } from 'react';

import { useListCurrentAnnouncements } from '@/api/generated/endpoints/system-management/system-management';
import type { Announcement } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/class-names';
import { formatDateTime } from '@/lib/format';
import { getReadAnnouncements, getToken, getUserInfo, markAnnouncementsRead } from '@/lib/storage';
import { announcementBellStrings as s } from '@/strings/announcements';
import { common } from '@/strings/common';

// Sessions (tokens) whose announcements were already put in front of the user after login.
const greeted = new Set<string>();

const levelTone: Record<string, string> = {
  normal: 'bg-surface-hover text-fg-label',
  important: 'bg-warning-soft text-warning-strong',
  urgent: 'bg-danger-soft text-danger-strong',
};

// The sanitizer behind rich text takes a long task to set up: it loads when an announcement shows.
const RichText = lazy(() =>
  import('@/components/ui/rich-text').then((module) => ({ default: module.RichText })),
);

function AnnouncementItem({ row, unread }: { row: Announcement; unread: boolean }) {
  return (
    <li className="border-b border-border-muted pb-3 last:border-0">
      <div className="mb-1 flex flex-wrap items-center gap-2">
        <span className={cn('rounded px-1.5 py-0.5 text-xs', levelTone[row.level])}>
          {s.levels[row.level] ?? row.level}
        </span>
        <h3 className="font-medium break-all text-fg">{row.title}</h3>
        {unread ? <span className="text-xs text-primary-text">{s.newBadge}</span> : null}
      </div>
      <Suspense fallback={<Spinner label={common.loading} className="my-1" />}>
        <RichText html={row.content} />
      </Suspense>
      {row.publishedAt ? (
        <p className="mt-1 text-xs text-fg-subtle tabular-nums">
          {formatDateTime(row.publishedAt)}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The header's bell: the announcements meant for the user now, the unread count on it, read state
 * kept per user. Unread ones open by themselves once after login.
 */
export function AnnouncementBell() {
  const userId = getUserInfo()?.id;
  const query = useListCurrentAnnouncements({
    query: { staleTime: 60_000, refetchInterval: 300_000 },
  });
  const rows = query.data?.data ?? [];
  const [read, setRead] = useState(() => (userId ? getReadAnnouncements(userId) : []));
  const [open, setOpen] = useState(false);
  const unread = rows.filter((row) => !read.includes(row.id));

  // Unread announcements open by themselves, once per session, until closed.
  const token = getToken();
  // Only the first answer of a session greets; announcements published later wait in the bell.
  if (token && query.isSuccess && unread.length === 0) greeted.add(token);
  const greet = unread.length > 0 && token !== null && !greeted.has(token);
  const shown = open || greet;

  const close = () => {
    if (token) greeted.add(token);
    setOpen(false);
    if (!userId) return;
    markAnnouncementsRead(
      userId,
      rows.map((row) => row.id),
    );
    setRead(getReadAnnouncements(userId));
  };

  return (
    <>
      <Button variant="ghost" size="icon" className="relative" onClick={() => setOpen(true)}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
          <path
            d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4h4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        <span className="sr-only">
          {s.bell}
          {unread.length > 0 ? s.unread(unread.length) : ''}
        </span>
        {unread.length > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-danger px-1 text-[10px] leading-4 text-fg-inverse"
          >
            {unread.length > 99 ? '99+' : unread.length}
          </span>
        ) : null}
      </Button>
      <Dialog open={shown} onOpenChange={(next) => (next ? setOpen(true) : close())}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>{s.title}</DialogTitle>
            <DialogDescription>{s.description}</DialogDescription>
          </DialogHeader>
          {query.isError ? (
            <div role="alert" className="flex items-center gap-2 text-sm text-danger-text">
              {s.failed}
              <Button size="sm" onClick={() => void query.refetch()}>
                {s.retry}
              </Button>
            </div>
          ) : rows.length === 0 ? (
            <p className="text-sm text-fg-muted">{s.none}</p>
          ) : (
            <ul className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto">
              {rows.map((row) => (
                <AnnouncementItem key={row.id} row={row} unread={!read.includes(row.id)} />
              ))}
            </ul>
          )}
          <DialogFooter>
            <Button variant="primary" onClick={close}>
              {s.close}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
