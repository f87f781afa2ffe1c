import { PaletteButton } from '@/components/workspace/palette/palette-button';

import { AnnouncementBell } from './announcement-bell';
import { DownloadBadge } from './download-badge';
import { UserMenu } from './user-menu';

/** The header's search, download badge, announcements and user menu: loaded once the page is idle. */
export function HeaderTools() {
  return (
    <>
      <PaletteButton />
      <DownloadBadge />
      <AnnouncementBell />
      <UserMenu />
    </>
  );
}
