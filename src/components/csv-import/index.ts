export { CsvImportDialog } from './csv-import-dialog';
export { ImportPreviewTable } from './import-preview-table';
export { NotTextError, NotUtf8Error, readCsvFile, type CsvText } from './read-csv-file';
export type { Preview, PreviewColumn, PreviewRow, RowOutcome } from './types';
export { useCsvImport, type CsvImportJob } from './use-csv-import';
