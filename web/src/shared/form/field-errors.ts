import { ApiError } from '../remote/http.js';

/** Messages by field name (`translations.de.slug`, `email`), first message wins. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The server's 400/409 `errors` list as messages by field; empty for other failures. */
export const fieldErrorsOf = (error: unknown): FieldErrors => {
  if (!(error instanceof ApiError)) return {};
  const byField: Record<string, string> = {};
  for (const { field, message } of error.fieldErrors) byField[field] ??= message;
  return byField;
};

/** What to say of a failed request: the server's own message for a refusal (4xx), `fallback` for a fault or a lost connection. */
export const refusalMessage = (error: unknown, fallback: string): string => (error instanceof ApiError && error.status < 500 ? error.message : fallback);
