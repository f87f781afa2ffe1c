import { buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

import { safeDashboardUrl } from './grafana-url';
import { dashboardStrings as s } from './strings';

/** Offers a dashboard address that arrived too late for the browser to open a tab by itself. */
export function DashboardReadyDialog({
  url,
  onClose,
}: {
  url: string | null;
  onClose: () => void;
}) {
  const safe = safeDashboardUrl(url);
  return (
    <Dialog open={safe !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{s.dashboardReadyTitle}</DialogTitle>
          <DialogDescription>{s.dashboardReadyText}</DialogDescription>
        </DialogHeader>
        {safe ? (
          <a
            href={safe}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onClose}
            className={buttonVariants({ variant: 'primary' })}
          >
            {s.dashboardReadyLink}
          </a>
        ) : null}
        <p className="break-all text-xs text-fg-subtle">{safe}</p>
      </DialogContent>
    </Dialog>
  );
}
