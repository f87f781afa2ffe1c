import { useEffect } from 'react';

import { documentTitle } from '@/strings/routes';

/** Sets `<title> - <product name>` while the calling screen is shown. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
