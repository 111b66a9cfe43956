import { fieldErrorsOf, type FieldErrors } from '../../../shared/form/index.js';
import { ApiError } from '../../../shared/remote/http.js';

export type AuthFailure =
  | { readonly kind: 'already-registered' }
  | { readonly kind: 'server'; readonly message: string; readonly fieldErrors: FieldErrors }
  | { readonly kind: 'unexpected' };

/**
 * The spec's reading of an auth error: 'already registered' (409) switches to sign-in, other answers show the
 * server's message, anything else (network, 5xx) is 'An unexpected error occurred'.
 */
export const authFailureOf = (error: unknown): AuthFailure => {
  if (!(error instanceof ApiError) || error.status >= 500) return { kind: 'unexpected' };
  if (error.status === 409) return { kind: 'already-registered' };
  return { kind: 'server', message: error.message, fieldErrors: fieldErrorsOf(error) };
};
