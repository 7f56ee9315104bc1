import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type UserRole = 'admin' | 'basic';

export type CurrentUser = {
  id: string;
  email: string;
  role: UserRole;
  xpTotal: number;
};

export type MeResponse = { user: CurrentUser | null };

export const meQueryKey = ['me'] as const;

export async function getMe(signal?: AbortSignal): Promise<MeResponse> {
  try {
    return await apiRequest<MeResponse>('/me', { signal });
  } catch (error) {
    if (!signal?.aborted) console.error('Error fetching user role', error);
    throw error;
  }
}

/**
 * The current session. On a failed fetch the last known user is kept (React Query keeps
 * data on error); with none known the visitor is treated as a guest, as spec 8 says.
 */
export function useMe() {
  const query = useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    retry: false,
    staleTime: 60_000,
    // Follows sign-in/out done in another tab as soon as this one is looked at again.
    refetchOnWindowFocus: 'always',
  });
  const user = query.data?.user ?? null;
  return { user, isAdmin: user?.role === 'admin', isLoading: query.isPending };
}
