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
import { csvBlob } from '@/lib/csv';
import { saveBlob } from '@/lib/download';

import { ImportPreviewTable } from './import-preview-table';
import { csvImportStrings as s } from './strings';
import type { PreviewColumn, PreviewRow } from './types';
import type { CsvImportJob } from './use-csv-import';

/** An import's own words. */
export interface CsvImportText {
  title: string;
  description: string;
  /** The file name the template is saved under. */
  templateFileName: string;
  /** The import button's name for the number of good rows. */
  importGood: (good: number) => string;
}

interface CsvImportDialogProps<Row extends PreviewRow<unknown>> {
  open: boolean;
  onClose: () => void;
  text: CsvImportText;
  job: CsvImportJob<Row>;
  columns: readonly PreviewColumn<Row>[];
  /** The template's CSV text, made when it is asked for (its example may name loaded options). */
  template: () => string;
}

/** Bulk import: template, a preview that marks each bad row, then only the good rows are saved. */
export function CsvImportDialog<Row extends PreviewRow<unknown>>(props: CsvImportDialogProps<Row>) {
  const { open, onClose, job, text } = props;
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
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            size="sm"
            onClick={() => saveBlob(csvBlob(props.template()), text.templateFileName)}
          >
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
            {text.importGood(good)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
