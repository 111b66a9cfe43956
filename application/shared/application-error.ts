import type { LocalizedText } from '../../domain/shared/language.js';

/** A problem with one input field, named as the API names it (camelCase, dotted for nesting). */
export interface FieldError {
  readonly field: string;
  readonly message: LocalizedText;
}

/**
 * The expected failures a use case can return. The API maps each kind to an
 * HTTP status in one table (api/http/error-status.ts); the CLI to exit codes.
 */
export type ApplicationError =
  | { readonly kind: 'invalid-input'; readonly message: LocalizedText; readonly errors: readonly FieldError[] }
  | { readonly kind: 'not-found'; readonly message: LocalizedText }
  | { readonly kind: 'conflict'; readonly message: LocalizedText; readonly errors?: readonly FieldError[] }
  | { readonly kind: 'quote-required'; readonly message: LocalizedText }
  | { readonly kind: 'unauthenticated'; readonly message: LocalizedText }
  | { readonly kind: 'forbidden'; readonly message: LocalizedText }
  | { readonly kind: 'unavailable'; readonly message: LocalizedText }
  /** The client asked for more than its allowance (e.g. VIES lookups); it may try again after `retryAfterSeconds`. */
  | { readonly kind: 'too-many-requests'; readonly message: LocalizedText; readonly retryAfterSeconds: number };

export type ApplicationErrorKind = ApplicationError['kind'];

const INVALID_INPUT: LocalizedText = {
  nl: 'Ongeldige invoer.',
  de: 'Ungültige Eingabe.',
  fr: 'Saisie invalide.',
  en: 'Invalid input.',
};

export const invalidInput = (errors: readonly FieldError[], message: LocalizedText = INVALID_INPUT): ApplicationError => ({
  kind: 'invalid-input',
  message: errors.length === 1 && errors[0] !== undefined ? errors[0].message : message,
  errors,
});

/** The one answer to a client over its allowance (the shop's rate limits, its VIES lookups). */
export const TOO_MANY_REQUESTS: LocalizedText = {
  nl: 'Te veel verzoeken. Probeer het over een minuut opnieuw.',
  de: 'Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.',
  fr: 'Trop de requêtes. Veuillez réessayer dans une minute.',
  en: 'Too many requests, please try again in a minute.',
};

export const tooManyRequests = (retryAfterSeconds: number): ApplicationError => ({ kind: 'too-many-requests', message: TOO_MANY_REQUESTS, retryAfterSeconds });
export const notFound = (message: LocalizedText): ApplicationError => ({ kind: 'not-found', message });
export const conflict = (message: LocalizedText): ApplicationError => ({ kind: 'conflict', message });
/** A conflict caused by one field's value (a slug taken in a language): the answer names the field. */
export const conflictOn = (field: string, message: LocalizedText): ApplicationError => ({ kind: 'conflict', message, errors: [{ field, message }] });
