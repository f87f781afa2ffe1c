import { DownloadScreen } from '../download-screen';

export function DownloadPage() {
  return <DownloadScreen />;
}
