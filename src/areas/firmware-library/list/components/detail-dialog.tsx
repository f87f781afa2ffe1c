import type { Firmware } from '@/api/generated/model';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatBytes, formatDateTime } from '@/lib/format';
import type { EnumLabels } from '@/lib/use-enum-labels';

import { firmwareStrings as s } from '../../strings';

interface DetailProps {
  firmware: Firmware | null;
  labels: { models: EnumLabels; objects: EnumLabels };
  onClose: () => void;
}

/** Every field of one firmware, the checksum included. */
export function FirmwareDetailDialog({ firmware, labels, onClose }: DetailProps) {
  const rows: [string, string][] = firmware
    ? [
        [s.name, firmware.name],
        [s.version, firmware.version],
        [s.upgradeObj, labels.objects[firmware.upgrade_obj] ?? String(firmware.upgrade_obj)],
        [s.model, labels.models[firmware.model_number] ?? String(firmware.model_number)],
        [s.fileName, firmware.fileName],
        [s.fileSize, formatBytes(firmware.fileSize)],
        [s.md5, firmware.md5],
        [s.uploadedBy, firmware.uploadedBy],
        [s.createdAt, formatDateTime(firmware.createdAt)],
        [s.description, firmware.description ?? s.noDescription],
      ]
    : [];
  return (
    <Dialog open={firmware !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {firmware ? (
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{s.firmwareLabel(firmware.name, firmware.version)}</DialogTitle>
            <DialogDescription>{s.detail}</DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2 text-sm">
            {rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-fg-subtle">{term}</dt>
                <dd className="break-all text-fg">{value}</dd>
              </div>
            ))}
          </dl>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
