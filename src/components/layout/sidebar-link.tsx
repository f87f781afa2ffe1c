import { Link } from '@tanstack/react-router';

import { cn } from '@/lib/class-names';

import type { NavLink } from './navigation';

export interface SidebarLinkProps {
  item: NavLink;
  nested?: boolean;
  onNavigate?: () => void;
}

const base =
  'flex min-h-9 items-center rounded-md border-l-2 border-transparent px-3 py-2 text-sm text-fg-inverse-muted transition-colors hover:bg-surface-inverse hover:text-fg-inverse focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-sky-400 data-[status=active]:border-sky-400 data-[status=active]:bg-surface-inverse data-[status=active]:font-medium data-[status=active]:text-fg-inverse';

export function SidebarLink({ item, nested = false, onNavigate }: SidebarLinkProps) {
  return (
    <Link to={item.to} className={cn(base, nested && 'pl-8')} onClick={onNavigate}>
      {item.title}
    </Link>
  );
}
