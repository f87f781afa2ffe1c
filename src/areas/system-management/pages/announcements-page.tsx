import { AnnouncementScreen } from '../announcement/announcement-screen';

export function AnnouncementsPage() {
  return <AnnouncementScreen />;
}
