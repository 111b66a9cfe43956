/** Column names that hold secrets (password and token hashes, session ids, keys): never exported nor recorded (migration 0024 has its own copy). */
export const SECRET_COLUMN = /(password|secret|token|api_?key|session_id|_hash$)/i;

/** A record without its secret columns. */
export const withoutSecrets = (record: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> =>
  Object.fromEntries(Object.entries(record).filter(([column]) => !SECRET_COLUMN.test(column)));
