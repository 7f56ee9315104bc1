import type { ReactNode } from 'react';
import { Navigate } from '../../lib/router';
import { LoadingMessage } from '../../components/loading-message';
import { paths } from '../../routes';
import { useMe } from '../../lib/session';

/** Wraps every /admin route. The server enforces the role too; this only mirrors it. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { isAdmin, isLoading } = useMe();
  if (isLoading) return <LoadingMessage />;
  if (!isAdmin) return <Navigate to={paths.login} replace />;
  return children;
}
