import { useNavigate } from '../lib/router';
import { useSignOut } from '../lib/api/sign-out';
import { getErrorMessage } from '../lib/error-messages';
import type { CurrentUser } from '../lib/session';
import { toast } from '../lib/toast';
import { paths } from '../routes';

const everyoneLinks = [
  { to: paths.latsol, label: 'Latihan Soal' },
  { to: paths.tanyaSoal, label: 'Tanya Soal' },
];
// Issue 35: classes are for signed-in users (learners join them, teachers run them); issue 36:
// so are tryouts (a sitting is a learner's own).
const signedInLinks = [...everyoneLinks, { to: paths.tryout, label: 'Tryout' }, { to: paths.kelas, label: 'Kelas' }];

export const mainLinksFor = (user: CurrentUser | null) => (user ? signedInLinks : everyoneLinks);

/** How many new answers a main link announces: only 'Tanya Soal' has any. */
export function newAnswersFor(to: string, user: CurrentUser | null): number {
  return to === paths.tanyaSoal ? (user?.unseenAnsweredQuestions ?? 0) : 0;
}

export function profileLinks(user: CurrentUser) {
  return [
    { key: 'dashboard', to: paths.dashboard, label: 'Dashboard' },
    { key: 'bookmarks', to: paths.bookmarks, label: 'Bookmark' },
    { key: 'account', to: paths.account, label: 'Akun' },
    ...(user.role === 'admin' ? [{ key: 'admin', to: paths.admin, label: 'Admin Panel' }] : []),
  ];
}

export function useLogout() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success('Anda telah keluar.');
        navigate(paths.home);
      },
      onError: (error) => {
        toast.error(getErrorMessage(error));
      },
    });
}
