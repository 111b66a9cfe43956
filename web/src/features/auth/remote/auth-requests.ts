import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiSend } from '../../../shared/remote/http.js';

/** What the sign-in and sign-up forms send; the language of the answer's message is added on sending. */
export type Credentials = Omit<ApiJson<'CredentialsDto'>, 'lang'>;

type MessageResponse = ApiJson<'MessageDto'>;

/** Sets the session and the signed-in hint cookies; the message is the spec's 'logged in' text. */
export const signIn = (credentials: Credentials, lang: Language) =>
  apiSend<ApiJson<'SignedInDto'>>('POST', '/api/auth/sign-in', { ...credentials, lang } satisfies ApiJson<'CredentialsDto'>);

/** The same answer for new and known addresses: 'check your email'. */
export const signUp = (credentials: Credentials, lang: Language) => apiSend<MessageResponse>('POST', '/api/auth/sign-up', { ...credentials, lang } satisfies ApiJson<'CredentialsDto'>);

export const requestPasswordReset = (email: string, lang: Language) => apiSend<MessageResponse>('POST', '/api/auth/password-reset', { email, lang } satisfies ApiJson<'PasswordResetRequestDto'>);

export const confirmPasswordReset = (token: string, password: string, lang: Language) =>
  apiSend<MessageResponse>('POST', '/api/auth/password-reset/confirm', { token, password, lang } satisfies ApiJson<'PasswordResetConfirmDto'>);
