export { CsvImportDialog, type CsvImportText } from './csv-import-dialog';
export { ImportPreviewTable } from './import-preview-table';
export { type CsvText, NotTextError, NotUtf8Error, readCsvFile } from './read-csv-file';
export type { Preview, PreviewColumn, PreviewRow, RowOutcome } from './types';
export { type CsvImportJob, useCsvImport } from './use-csv-import';
