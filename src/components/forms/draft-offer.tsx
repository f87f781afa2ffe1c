import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';

import { formStrings as s } from './strings';

export interface DraftOfferProps {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back a draft left from an earlier visit; the form waits until the user answers. */
export function DraftOffer({ savedAt, onRestore, onDiscard }: DraftOfferProps) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-warning-border bg-warning-soft px-4 py-3 text-sm text-warning-strong"
    >
      <div className="flex flex-col gap-0.5">
        <p className="font-medium">{s.draftFound}</p>
        <p>{s.draftFoundDetail(formatDateTime(savedAt))}</p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="primary" onClick={onRestore}>
          {s.restoreDraft}
        </Button>
        <Button size="sm" onClick={onDiscard}>
          {s.discardDraft}
        </Button>
      </div>
    </div>
  );
}
