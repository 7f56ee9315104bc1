import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '../lib/router';
import { ApiError } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { useMe, type CurrentUser } from '../lib/session';
import { sessionEndSaidRecently } from '../lib/query-client';
import { loginPathFrom } from '../lib/return-path';
import { toast } from '../lib/toast';
import { LoadingMessage } from './loading-message';

function GuestRedirect({ message }: { message: string }) {
  const location = useLocation();
  useEffect(() => {
    // The session just ended on this page: that was said already ('Sesi Anda telah berakhir…').
    if (sessionEndSaidRecently()) return;
    // A fixed id: a re-render or a second effect run updates the same toast instead of stacking.
    toast.error(message, { id: `login-required:${message}` });
  }, [message]);
  return <Navigate to={loginPathFrom(location)} replace />;
}

type RequireUserProps = {
  /** The toast a guest sees before being sent to /login (also shown when the session ends here). */
  guestMessage: string;
  children: (user: CurrentUser) => ReactNode;
};

/** A learner-only page: guests, and learners who sign out while on it, go to /login. */
export function RequireUser({ guestMessage, children }: RequireUserProps) {
  const { user, isLoading } = useMe();
  if (isLoading) return <LoadingMessage />;
  if (!user) return <GuestRedirect message={guestMessage} />;
  return children(user);
}

/**
 * A 401 from a learner endpoint means the session ended on the server (expired, or signed out
 * elsewhere): asking for the session again lets RequireUser send the learner to /login.
 */
export function useSessionCheckOnUnauthenticated(error: unknown) {
  const queryClient = useQueryClient();
  const isUnauthenticated = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (isUnauthenticated) void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  }, [isUnauthenticated, queryClient]);
  return isUnauthenticated;
}
