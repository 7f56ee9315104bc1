import { Dialog } from 'radix-ui';
import { Link, NavLink, useLocation } from '../lib/router';
import { loginPathFrom } from '../lib/return-path';
import type { CurrentUser } from '../lib/session';
import { paths } from '../routes';
import { primaryButton } from './button-styles';
import { mainLinksFor, newAnswersFor, profileLinks } from './nav-links';
import { NavLinkLabel, newAnswersLabel } from './nav-link-label';
import { MenuToggle } from './navbar-buttons';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 w-full items-center gap-2 rounded-lg px-3 text-left text-base font-medium ${
    isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-800 hover:bg-slate-100'
  }`;

// Radix returns focus to the toggle when the menu closes. After a link in it, the new page has
// already taken focus (see Layout): leave it there.
const keepFocusTakenElsewhere = (event: Event) => {
  if (document.activeElement !== document.body) event.preventDefault();
};

type MobileMenuProps = {
  user: CurrentUser | null;
  isLoading: boolean;
  onLogout: () => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** The phone menu: a non-modal panel under the navbar; Escape or a tap outside closes it. */
export function MobileMenu({ user, isLoading, onLogout, isOpen, onOpenChange }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  const location = useLocation();

  return (
    <Dialog.Root modal={false} open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <MenuToggle isOpen={isOpen} newAnswers={newAnswersFor(paths.tanyaSoal, user)} />
      </Dialog.Trigger>
      {isOpen ? <div aria-hidden="true" className="fixed inset-x-0 bottom-0 top-16 bg-slate-900/30 md:hidden" /> : null}
      <Dialog.Content
        aria-label="Menu"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={keepFocusTakenElsewhere}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg focus:outline-none md:hidden"
      >
        <ul className="space-y-1 px-4 py-3">
          {mainLinksFor(user).map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} aria-label={newAnswersLabel(link.label, newAnswersFor(link.to, user))} className={linkClass} onClick={close}>
                <NavLinkLabel label={link.label} newAnswers={newAnswersFor(link.to, user)} />
              </NavLink>
            </li>
          ))}
        </ul>
        {isLoading ? null : (
          <div className="border-t border-slate-200 px-4 py-3">
            {user ? (
              <>
                <p className="px-3 pb-2 text-sm text-slate-600">
                  Profil: <span className="font-medium text-slate-800 [overflow-wrap:anywhere]">{user.email || user.name}</span>
                </p>
                <ul className="space-y-1">
                  {profileLinks(user).map((link) => (
                    <li key={link.key}>
                      <NavLink to={link.to} className={linkClass} onClick={close}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      className={linkClass({ isActive: false })}
                      onClick={() => {
                        close();
                        onLogout();
                      }}
                    >
                      Keluar
                    </button>
                  </li>
                </ul>
              </>
            ) : (
              <Link to={loginPathFrom(location)} className={`${primaryButton} w-full`} onClick={close}>
                Masuk
              </Link>
            )}
          </div>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
