import { useMutation, useQuery, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Language } from '../../../../domain/shared/language.js';
import type { ApiJson } from '../api-types/api-json.js';
import { apiSend, type ApiError } from '../remote/http.js';
import { CURRENT_USER_KEY, fetchCurrentUser, isAdminUser, type CurrentUser } from './current-user.js';

export interface CurrentUserState {
  readonly user: CurrentUser | null;
  readonly isAdmin: boolean;
  /** True until the session is known (only while /api/auth/me is being asked). */
  readonly isLoading: boolean;
}

/** Who is signed in. Anonymous visitors (no hint cookie) are answered at once, without a request. */
export const useCurrentUser = (): CurrentUserState => {
  const query = useQuery({ queryKey: CURRENT_USER_KEY, queryFn: ({ signal }) => fetchCurrentUser(signal), retry: false });
  const user = query.data ?? null;
  return { user, isAdmin: isAdminUser(user), isLoading: query.isPending };
};

/** After sign-in or sign-out: puts the known user in place and asks the server again. */
export const useSessionChanged = (): ((user: CurrentUser | null) => Promise<void>) => {
  const client = useQueryClient();
  return useCallback(
    async (user: CurrentUser | null) => {
      client.setQueryData(CURRENT_USER_KEY, user);
      await client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
    [client],
  );
};

/**
 * `signOut.mutate(lang)`: POST /api/auth/sign-out (the answer's message is in that language); the server clears
 * both cookies, then the user is asked again (still signed in only if the call failed).
 */
export const useSignOut = (): UseMutationResult<{ readonly message: string }, ApiError, Language> => {
  const sessionChanged = useSessionChanged();
  return useMutation({
    mutationFn: (lang: Language) => apiSend<ApiJson<'MessageDto'>>('POST', '/api/auth/sign-out', undefined, { lang }),
    onSettled: () => sessionChanged(null),
  });
};
