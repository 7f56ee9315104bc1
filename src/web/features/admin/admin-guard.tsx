import { Navigate, Outlet } from 'react-router';
import { LoadingMessage } from '../../components/loading-message';
import { paths } from '../../routes';
import { useMe } from '../../lib/session';

/** Wraps every /admin route. The server enforces the role too; this only mirrors it. */
export function AdminGuard() {
  const { isAdmin, isLoading } = useMe();
  if (isLoading) return <LoadingMessage />;
  if (!isAdmin) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}
