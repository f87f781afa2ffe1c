/** The area's screens: one lazily loaded chunk. */
export { DownloadScreen } from './download-screen';
