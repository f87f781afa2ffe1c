/** The area's screens: one lazily loaded chunk. */
export { FirmwareLibraryListPage } from './pages/firmware-library-list-page';
