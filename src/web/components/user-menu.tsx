import type { CurrentUser } from '../lib/session';
import { profileLinks } from './nav-links';
import { ProfileButton } from './navbar-buttons';
import { DropdownMenu } from './ui/dropdown-menu';

type UserMenuProps = {
  user: CurrentUser;
  onLogout: () => void;
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** The desktop "Profil" menu of a signed-in user. */
export function UserMenu({ user, onLogout, open, onOpenChange }: UserMenuProps) {
  return (
    <DropdownMenu
      open={open}
      onOpenChange={onOpenChange}
      items={[...profileLinks(user), { key: 'logout', label: 'Keluar', onSelect: onLogout }]}
      trigger={<ProfileButton email={user.email || user.name} />}
    />
  );
}
