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
import { RichText } from '@/components/ui/rich-text';

import { announcementStrings as s } from '../strings';

/** An announcement as its readers will see it (sanitized). */
export function AnnouncementViewDialog({
  row,
  onClose,
}: {
  row: Announcement | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={row !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {row ? (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{row.title}</DialogTitle>
            <DialogDescription>
              {s.levelLabels[row.level]} · {s.statusLabels[row.status]} ·{' '}
              {row.audience === 'all'
                ? s.audienceAll
                : s.audienceOf(row.userTags.map((t) => t.name))}
            </DialogDescription>
          </DialogHeader>
          <RichText html={row.content} />
          <DialogFooter>
            <Button onClick={onClose}>{s.close}</Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
