import type { ApplicationErrorKind } from '../../application/shared/application-error.js';

/** The one table from error kinds to HTTP statuses. Exhaustive: a new kind fails to compile until mapped. */
export const HTTP_STATUS_BY_ERROR_KIND: Readonly<Record<ApplicationErrorKind, number>> = {
  'invalid-input': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'quote-required': 409,
  'too-many-requests': 429,
  unavailable: 503,
};
