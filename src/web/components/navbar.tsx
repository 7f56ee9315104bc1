import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useMe, type CurrentUser } from '../features/auth/api/get-me';
import { useSignOut } from '../features/auth/api/sign-out';
import { getErrorMessage } from '../lib/error-messages';
import { toast } from '../lib/toast';
import { paths } from '../routes';
import { primaryButton } from './button-styles';
import { DropdownMenu, type DropdownMenuItem } from './dropdown-menu';

const mainLinks = [
  { to: paths.latsol, label: 'Latihan Soal' },
  { to: paths.tanyaSoal, label: 'Tanya Soal' },
] as const;

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3 font-medium transition-colors ${
    isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 w-full items-center rounded-lg px-3 text-left text-base font-medium ${
    isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-800 hover:bg-slate-100'
  }`;

function profileLinks(user: CurrentUser) {
  return [
    { key: 'dashboard', to: paths.dashboard, label: 'Dashboard' },
    { key: 'bookmarks', to: paths.bookmarks, label: 'Bookmark' },
    ...(user.role === 'admin' ? [{ key: 'admin', to: paths.admin, label: 'Admin Panel' }] : []),
  ];
}

function BrandMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className="size-9 shrink-0">
      <rect width="64" height="64" rx="14" fill="#4338ca" />
      <path
        d="M20 13v14M13 20h14M37 20h14M14.5 38.5l11 11M25.5 38.5l-11 11M37 40h14M37 48h14"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </svg>
  );
}

function MenuIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {isOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

function ChevronDownIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="m5 8 5 5 5-5" />
    </svg>
  );
}

function UserIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </svg>
  );
}

export function Navbar() {
  const { user, isLoading } = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  // The menu belongs to the location it was opened on, so any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenedAt === location.key;
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenedAt(null);
      menuButtonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpenedAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isMenuOpen]);

  const closeMenu = () => setMenuOpenedAt(null);

  const logout = () => {
    closeMenu();
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success('Logout berhasil!');
        navigate(paths.home);
      },
      onError: (error) => {
        toast.error(getErrorMessage(error));
      },
    });
  };

  const desktopMenuItems: DropdownMenuItem[] = user
    ? [...profileLinks(user), { key: 'logout', label: 'Logout', onSelect: logout }]
    : [];

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <nav aria-label="Navigasi utama" className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link
          to={paths.home}
          className="-ml-1 flex min-h-11 min-w-0 items-center gap-2.5 rounded-lg px-1 font-bold leading-tight text-slate-900"
        >
          <BrandMark />
          <span className="text-base sm:text-lg">Latihan Soal Matematika</span>
        </Link>

        <ul className="ml-6 hidden items-center gap-1 md:flex">
          {mainLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={desktopLinkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="ml-auto hidden items-center md:flex">
          {isLoading ? null : user ? (
            <DropdownMenu
              items={desktopMenuItems}
              buttonClassName="inline-flex min-h-11 max-w-xs items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 font-medium text-slate-800 hover:bg-slate-100 aria-expanded:bg-slate-100"
              buttonContent={
                <>
                  <UserIcon />
                  <span>Profil</span>
                  <span className="hidden truncate text-sm font-normal text-slate-600 lg:inline">{user.email}</span>
                  <ChevronDownIcon />
                </>
              }
            />
          ) : (
            <Link to={paths.login} className={`${primaryButton} px-4`}>
              Login
            </Link>
          )}
        </div>

        <button
          ref={menuButtonRef}
          type="button"
          className="-mr-2 ml-auto inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
          aria-label={isMenuOpen ? 'Tutup menu' : 'Buka menu'}
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpenedAt(isMenuOpen ? null : location.key)}
        >
          <MenuIcon isOpen={isMenuOpen} />
        </button>
      </nav>

      {isMenuOpen ? (
        <div aria-hidden="true" className="fixed inset-x-0 bottom-0 top-16 bg-slate-900/30 md:hidden" onClick={closeMenu} />
      ) : null}
      <div
        id="mobile-menu"
        hidden={!isMenuOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg md:hidden"
      >
        <ul className="space-y-1 px-4 py-3">
          {mainLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={mobileLinkClass} onClick={closeMenu}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {isLoading ? null : (
          <div className="border-t border-slate-200 px-4 py-3">
            {user ? (
              <>
                <p className="px-3 pb-2 text-sm text-slate-600">
                  Profil: <span className="break-all font-medium text-slate-800">{user.email}</span>
                </p>
                <ul className="space-y-1">
                  {profileLinks(user).map((link) => (
                    <li key={link.key}>
                      <NavLink to={link.to} className={mobileLinkClass} onClick={closeMenu}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                  <li>
                    <button type="button" className={mobileLinkClass({ isActive: false })} onClick={logout}>
                      Logout
                    </button>
                  </li>
                </ul>
              </>
            ) : (
              <Link to={paths.login} className={`${primaryButton} w-full`} onClick={closeMenu}>
                Login
              </Link>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
