import { useEffect } from 'react';
import { documentTitle } from '@/strings/routes';

/** Sets `<title> - 车辆数据采集平台` while the calling screen is shown. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
