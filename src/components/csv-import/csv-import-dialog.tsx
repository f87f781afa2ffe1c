import { useId } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FileInput } from '@/components/ui/file-input';
import { Spinner } from '@/components/ui/spinner';

import { ImportPreviewTable } from './import-preview-table';
import { csvImportStrings as s } from './strings';
import type { PreviewColumn, PreviewRow } from './types';
import type { CsvImportJob } from './use-csv-import';

interface CsvImportDialogProps<Row extends PreviewRow<unknown>> {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  job: CsvImportJob<Row>;
  columns: readonly PreviewColumn<Row>[];
  onDownloadTemplate: () => void;
  /** The import button's name for the number of good rows. */
  importLabel: (good: number) => string;
}

/** Bulk import: template, a preview that marks each bad row, then only the good rows are saved. */
export function CsvImportDialog<Row extends PreviewRow<unknown>>(props: CsvImportDialogProps<Row>) {
  const { open, onClose, job } = props;
  const fileId = useId();
  const rows = job.preview?.kind === 'rows' ? job.preview.rows : [];
  const good = rows.filter((r) => r.request !== undefined).length;
  const finished = job.outcomes.size > 0 && !job.importing;

  const close = () => {
    if (job.importing) return;
    job.reset();
    onClose();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" onClick={props.onDownloadTemplate}>
            {s.downloadTemplate}
          </Button>
          <label htmlFor={fileId} className="text-sm font-medium text-fg-label">
            {s.chooseFile}
          </label>
          <FileInput
            id={fileId}
            accept=".csv,text/csv"
            disabled={job.importing}
            onFile={(file) => {
              if (file) void job.read(file);
            }}
          />
          {job.reading ? <Spinner label={s.previewLabel} /> : null}
        </div>
        {job.preview?.kind === 'problem' ? <Alert>{job.preview.fileProblem}</Alert> : null}
        {job.notice ? <Alert variant="warning">{job.notice}</Alert> : null}
        {job.failure ? <Alert>{job.failure}</Alert> : null}
        {rows.length > 0 ? (
          <>
            <p role="status" className="text-sm text-fg-label">
              {job.importing
                ? job.together
                  ? s.importingTogether(good)
                  : s.importing(job.outcomes.size, good)
                : s.summary(good, rows.length - good)}
            </p>
            <ImportPreviewTable rows={rows} columns={props.columns} outcomes={job.outcomes} />
          </>
        ) : null}
        <DialogFooter>
          <Button onClick={close} disabled={job.importing}>
            {finished ? s.close : s.cancel}
          </Button>
          <Button
            variant="primary"
            disabled={good === 0 || finished}
            pending={job.importing}
            onClick={() => void job.importGood()}
          >
            {props.importLabel(good)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
