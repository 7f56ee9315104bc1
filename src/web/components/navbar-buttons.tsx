import type { ComponentProps } from 'react';
import { MenuIcon, UserIcon } from './navbar-icons';
import { ChevronDownIcon } from './ui/icons';

// These buttons are drawn before the menus' chunk has loaded and then become the menus' triggers,
// so both renderings look the same. Extra props (ARIA, handlers, ref) reach the <button>.

/**
 * The signed-in user's menu button. On a page the server rendered for every signed-in learner the
 * email is not known until the page's data tail is applied (web/ssr-state.ts): its place has a
 * fixed width, so the button keeps its size when it appears.
 */
export function ProfileButton({ email, ...buttonProps }: ComponentProps<'button'> & { email: string | undefined }) {
  return (
    <button
      type="button"
      {...buttonProps}
      className="inline-flex min-h-11 max-w-xs items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 font-medium text-slate-800 hover:bg-slate-100 aria-expanded:bg-slate-100"
    >
      <UserIcon />
      <span>Profil</span>
      <span className="hidden w-40 truncate text-left text-sm font-normal text-slate-600 lg:block">{email}</span>
      <ChevronDownIcon />
    </button>
  );
}

// On a phone the links hide behind the toggle, so it carries a dot while answers wait unseen.
export function MenuToggle({ isOpen, newAnswers = 0, ...buttonProps }: ComponentProps<'button'> & { isOpen: boolean; newAnswers?: number }) {
  const label = isOpen ? 'Tutup menu' : 'Buka menu';
  return (
    <button
      type="button"
      {...buttonProps}
      aria-label={newAnswers > 0 ? `${label}, ${newAnswers} jawaban baru` : label}
      className="relative -mr-2 ml-auto inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
    >
      <MenuIcon isOpen={isOpen} />
      {newAnswers > 0 ? <span aria-hidden="true" className="absolute right-1.5 top-1.5 size-2.5 rounded-full bg-red-600 ring-2 ring-white" /> : null}
    </button>
  );
}
