/** The area's screens: one lazily loaded chunk. */
export { DataCutScreen } from './data-cut/data-cut-screen';
export { OriginalDataScreen } from './original-data/original-data-screen';
export { OriginalDataDateScreen } from './original-data-date/original-data-date-screen';
export { TestingCheckScreen } from './testing-check/testing-check-screen';
