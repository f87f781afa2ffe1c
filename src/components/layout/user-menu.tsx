import { useNavigate } from '@tanstack/react-router';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ThemeMenuItems } from '@/components/workspace/theme/theme-menu-items';
import { getUserInfo } from '@/lib/storage';
import { common } from '@/strings/common';

import { layoutStrings } from './strings';
import { useSignOut } from './use-sign-out';

/** The signed-in user's name with the look (theme, table density), password change and logout. */
export function UserMenu() {
  const navigate = useNavigate();
  const { signOut, pending } = useSignOut();
  const user = getUserInfo();
  const name = user?.realName || user?.username || layoutStrings.unknownUser;
  return (
    // Non-modal: a modal menu hides the whole app from assistive tech while focus can still leave it.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        {/* Named by what it shows (the user's name) plus a hidden hint: the accessible name holds
            the visible text. The avatar's initial is drawn by CSS so it is not text at all. */}
        <Button variant="ghost" pending={pending}>
          <span
            aria-hidden="true"
            data-initial={name.slice(0, 1)}
            className="inline-flex size-7 items-center justify-center rounded-full bg-surface-inverse text-xs font-medium text-fg-inverse before:content-[attr(data-initial)]"
          />
          <span className="max-w-40 truncate">{name}</span>
          <span className="sr-only">{layoutStrings.userMenuHint}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {user?.username ? <DropdownMenuLabel>{user.username}</DropdownMenuLabel> : null}
        {user?.username ? <DropdownMenuSeparator /> : null}
        <ThemeMenuItems />
        <DropdownMenuItem onSelect={() => void navigate({ to: '/edit-password' })}>
          {common.changePassword}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={signOut}>{common.logout}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
