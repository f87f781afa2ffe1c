import { Link } from '@tanstack/react-router';

import { Alert } from '@/components/ui/alert';

import type { SliceOutcome } from '../hooks/use-slice-memory';
import { dataCutStrings as s } from '../strings';

/** The last slice the server took: what was asked and its job in the download centre. */
export function SliceOutcomeView({ outcome }: { outcome: SliceOutcome }) {
  const { form } = outcome;
  const scope =
    form.fileIds.length > 0
      ? s.requestFiles(form.fileIds.length)
      : s.requestPorts(
          form.portTypes.length > 0 ? form.portTypes.join(s.listSeparator) : s.allPortsShort,
        );
  return (
    <section
      aria-label={s.result}
      className="flex flex-col gap-2 rounded-lg border border-border-muted bg-surface p-4"
    >
      <h2 className="text-sm font-medium text-fg-label">{s.result}</h2>
      <p className="text-sm text-fg-label">
        {s.request(outcome.plate, form.startTime, form.endTime, scope)}
      </p>
      <p className="text-xs text-fg-subtle">{s.at(outcome.at)}</p>
      <Alert variant="success">
        <span>{s.queued(outcome.ticket.name)}</span>{' '}
        <Link to="/download" className="font-medium text-primary-text underline">
          {s.openDownloads}
        </Link>
      </Alert>
    </section>
  );
}
