import type { ApiJson } from '../api-types/api-json.js';
import { ApiError, apiGet } from '../remote/http.js';
import { clearSignedInHint, hasSignedInHint } from './signed-in-hint.js';

/** The signed-in user as GET /api/auth/me answers it. */
export type CurrentUser = ApiJson<'UserDto'>;

export const CURRENT_USER_KEY = ['current-user'] as const;

export const isAdminUser = (user: CurrentUser | null): boolean => user !== null && user.roles.includes('admin');

/** Asks the server only when the hint cookie says a session may exist; a 401 clears the stale hint. */
export const fetchCurrentUser = async (signal?: AbortSignal): Promise<CurrentUser | null> => {
  if (!hasSignedInHint()) return null;
  try {
    return (await apiGet<ApiJson<'MeDto'>>('/api/auth/me', undefined, signal)).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearSignedInHint();
      return null;
    }
    throw error;
  }
};
