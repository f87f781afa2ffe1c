/** The area's screens: one lazily loaded chunk. */
export { OriginalDataPage } from './pages/original-data-page';
export { OriginalDataDatePage } from './pages/original-data-date-page';
export { DataCutPage } from './pages/data-cut-page';
export { TestingCheckPage } from './pages/testing-check-page';
