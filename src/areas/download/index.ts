/** The area's screens: one lazily loaded chunk. */
export { DownloadPage } from './pages/download-page';
