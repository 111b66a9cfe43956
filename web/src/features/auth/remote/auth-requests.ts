import type { Language } from '../../../../../domain/shared/language.js';
import { apiSend } from '../../../shared/remote/http.js';
import type { CurrentUser } from '../../../shared/session/index.js';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

interface MessageResponse {
  readonly message: string;
}

/** Sets the session and the signed-in hint cookies; the message is the spec's 'logged in' text. */
export const signIn = (credentials: Credentials, lang: Language) =>
  apiSend<MessageResponse & { readonly user: CurrentUser }>('POST', '/api/auth/sign-in', { ...credentials, lang });

/** The same answer for new and known addresses: 'check your email'. */
export const signUp = (credentials: Credentials, lang: Language) => apiSend<MessageResponse>('POST', '/api/auth/sign-up', { ...credentials, lang });

export const requestPasswordReset = (email: string, lang: Language) => apiSend<MessageResponse>('POST', '/api/auth/password-reset', { email, lang });

export const confirmPasswordReset = (token: string, password: string, lang: Language) =>
  apiSend<MessageResponse>('POST', '/api/auth/password-reset/confirm', { token, password, lang });
