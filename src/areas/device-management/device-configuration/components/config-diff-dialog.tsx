import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { EnumLabels } from '@/lib/use-enum-labels';

import type { ConfigDiff, FieldChange, PortChange } from '../config-diff';
import { busLabels, configStrings as s } from '../strings';

interface ConfigDiffDialogProps {
  diff: ConfigDiff | null;
  labels: { options: EnumLabels; triggers: EnumLabels; personalization: EnumLabels };
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

const FIELD_TITLES: Record<FieldChange['field'], string> = {
  enabled: s.enabled,
  name: s.portName,
  bitrate: s.bitrate,
  dataBitrate: s.dataBitrate,
  bus_collection_options: s.collectionOptions,
  bus_collection_trigger: s.collectionTrigger,
};

/** What saving will change, port by port, asked before the whole configuration is sent. */
export function ConfigDiffDialog({
  diff,
  labels,
  saving,
  onCancel,
  onConfirm,
}: ConfigDiffDialogProps) {
  const show = (change: FieldChange, value: FieldChange['from']): string => {
    if (value === null || value === undefined) return s.notApplicable;
    if (change.field === 'enabled') return value ? s.on : s.off;
    if (change.field === 'bus_collection_options')
      return labels.options[Number(value)] ?? String(value);
    if (change.field === 'bus_collection_trigger')
      return labels.triggers[Number(value)] ?? String(value);
    return String(value);
  };
  const title = (change: PortChange) =>
    `${busLabels[change.busType]} ${change.index} ${change.port.name}`;
  return (
    <ConfirmDialog
      open={diff !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={s.diffTitle}
      description={s.diffDescription}
      confirmLabel={s.save}
      pending={saving}
      onConfirm={onConfirm}
    >
      <ul aria-label={s.diffTitle} className="flex max-h-80 flex-col gap-2 overflow-auto text-sm">
        {diff?.personalization ? (
          <li>
            {s.fieldChange(
              s.personalization,
              labels.personalization[diff.personalization.from] ??
                String(diff.personalization.from),
              labels.personalization[diff.personalization.to] ?? String(diff.personalization.to),
            )}
          </li>
        ) : null}
        {diff?.ports.map((change) => (
          <li key={`${change.busType}-${change.index}`}>
            <span className="font-medium">
              {change.kind === 'added'
                ? s.added
                : change.kind === 'removed'
                  ? s.removed
                  : s.changed}{' '}
              {title(change)}
            </span>
            {change.kind === 'changed' ? (
              <ul className="ml-4 list-disc text-fg-label">
                {change.changes.map((c) => (
                  <li key={c.field}>
                    {s.fieldChange(FIELD_TITLES[c.field], show(c, c.from), show(c, c.to))}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
