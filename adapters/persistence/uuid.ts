const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from a URL: anything that is not a uuid cannot name a row (and must not reach a uuid column). */
export const isUuid = (value: string): boolean => UUID.test(value);

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
