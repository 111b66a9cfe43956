import type { Language } from '../../../../domain/shared/language.js';
import type { ApiJson } from '../api-types/api-json.js';
import { ApiError } from './http.js';

/** The server's success answer: the spec's toast text in every language. */
export type SavedMessageJson = ApiJson<'ActionResultDto'>;

export const messageIn = (answer: SavedMessageJson, lang: Language): string => answer.message[lang];

/** The server's own message (already in the request's language) unless it only names fields, else `fallback`. */
export const failureText = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.fieldErrors.length === 0 && error.status < 500 ? error.message : fallback;
