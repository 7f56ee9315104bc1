import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from '../lib/router';
import { loginPathFrom } from '../lib/return-path';
import { useMe } from '../lib/session';
import { paths } from '../routes';
import { primaryButton } from './button-styles';
import { mainLinksFor, newAnswersFor, useLogout } from './nav-links';
import { NavLinkLabel, newAnswersLabel } from './nav-link-label';
import { MenuToggle, ProfileButton } from './navbar-buttons';
import { BrandMark } from './navbar-icons';
import { lazyComponent } from './lazy-component';
import { useMediaQuery } from './use-media-query';
import { useIsHydrated } from '../lib/use-hydrated';

// The menus come in their own chunk, fetched right after the first render: until it arrives
// their buttons are drawn the same and a press on them is kept in the state below.
const userMenu = lazyComponent(async () => (await import('./user-menu')).UserMenu);
const mobileMenu = lazyComponent(async () => (await import('./mobile-menu')).MobileMenu);

const closedMenuButton = { 'aria-haspopup': 'menu', 'aria-expanded': false } as const;

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-lg px-2.5 font-medium lg:px-3 transition-colors ${
    isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

export function Navbar() {
  const { user, isLoading } = useMe();
  const logout = useLogout();
  const location = useLocation();
  // This part of the navbar is hidden on phones: they never fetch the user menu's chunk.
  const isDesktop = useMediaQuery('(min-width: 48rem)');
  // Server-rendered buttons do nothing until React has taken over: until then they are drawn
  // disabled (a tap is not silently lost), and the menus' chunks are not part of the HTML.
  const isHydrated = useIsHydrated();
  const [isUserMenuOpen, setIsUserMenuOpen] = useState(false);
  // The phone menu belongs to the location it was opened on, so any navigation closes it.
  const [mobileMenuOpenedAt, setMobileMenuOpenedAt] = useState<string | null>(null);
  const isMobileMenuOpen = mobileMenuOpenedAt === location.key;
  const setMobileMenuOpen = (isOpen: boolean) => setMobileMenuOpenedAt(isOpen ? location.key : null);

  // A failed preload (the line dropped) is not an error: the menu's button asks again when pressed.
  useEffect(() => {
    mobileMenu.preload().catch(() => undefined);
  }, []);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <nav aria-label="Navigasi utama" className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link
          to={paths.home}
          className="-ml-1 flex min-h-11 min-w-0 items-center gap-2.5 rounded-lg px-1 font-bold leading-tight text-slate-900"
        >
          <BrandMark />
          <span className="whitespace-nowrap text-base sm:text-lg">Latihan Soal Matematika</span>
        </Link>

        <ul className="ml-3 hidden items-center gap-0.5 md:flex lg:ml-6 lg:gap-1">
          {mainLinksFor(user).map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} aria-label={newAnswersLabel(link.label, newAnswersFor(link.to, user))} className={desktopLinkClass}>
                <NavLinkLabel label={link.label} newAnswers={newAnswersFor(link.to, user)} />
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="ml-auto hidden items-center md:flex">
          {isLoading ? null : user ? (
            isDesktop && isHydrated ? (
              <userMenu.WhenLoaded
                fallback={<ProfileButton email={user.email || user.name} {...closedMenuButton} onClick={() => setIsUserMenuOpen(true)} />}
                user={user}
                onLogout={logout}
                open={isUserMenuOpen}
                onOpenChange={setIsUserMenuOpen}
              />
            ) : (
              <ProfileButton email={user.email || user.name} {...closedMenuButton} disabled={!isHydrated} />
            )
          ) : (
            <Link to={loginPathFrom(location)} className={`${primaryButton} px-4`}>
              Masuk
            </Link>
          )}
        </div>

        {isHydrated ? (
          <mobileMenu.WhenLoaded
            fallback={
              <MenuToggle isOpen={false} newAnswers={newAnswersFor(paths.tanyaSoal, user)} aria-haspopup="dialog" aria-expanded={false} onClick={() => setMobileMenuOpen(true)} />
            }
            user={user}
            isLoading={isLoading}
            onLogout={logout}
            isOpen={isMobileMenuOpen}
            onOpenChange={setMobileMenuOpen}
          />
        ) : (
          <MenuToggle isOpen={false} newAnswers={newAnswersFor(paths.tanyaSoal, user)} aria-haspopup="dialog" aria-expanded={false} disabled />
        )}
      </nav>
    </header>
  );
}
