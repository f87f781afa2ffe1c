import { useRouterState } from '@tanstack/react-router';

import { useAuthorities } from '@/lib/authority';
import { appName } from '@/strings/routes';

import { isNavGroup, visibleNavigation } from './navigation';
import { SidebarGroup } from './sidebar-group';
import { SidebarLink } from './sidebar-link';
import { layoutStrings } from './strings';

export interface SidebarProps {
  /** Called after a menu link is followed (closes the menu on narrow screens). */
  onNavigate?: () => void;
}

/** The dark side menu with every area the user may see. */
export function Sidebar({ onNavigate }: SidebarProps) {
  const held = useAuthorities();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const entries = visibleNavigation(held);
  return (
    <div className="flex h-full flex-col bg-surface-inverse">
      <div className="flex h-14 shrink-0 items-center px-5 text-base font-semibold text-fg-inverse">
        {appName}
      </div>
      <nav aria-label={layoutStrings.mainMenu} className="flex-1 overflow-y-auto px-3 pb-6">
        <ul className="flex flex-col gap-0.5">
          {entries.map((entry) =>
            isNavGroup(entry) ? (
              <SidebarGroup
                key={entry.base}
                group={entry}
                active={pathname === entry.base || pathname.startsWith(`${entry.base}/`)}
                onNavigate={onNavigate}
              />
            ) : (
              <li key={entry.title}>
                <SidebarLink item={entry} onNavigate={onNavigate} />
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
