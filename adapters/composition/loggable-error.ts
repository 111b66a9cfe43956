/** The fields of PostgreSQL's answer that name what refused a statement, never the refused value. */
const DATABASE_ERROR_FIELDS = ['code', 'constraint', 'schema', 'table', 'column', 'dataType', 'routine'] as const;

/**
 * PostgreSQL refused the statement (pg's DatabaseError carries the server's
 * `severity`; TypeORM's QueryFailedError wraps it and copies its fields).
 */
const isDatabaseRefusal = (error: object): boolean => {
  const { severity, driverError } = error as { severity?: unknown; driverError?: unknown };
  return typeof severity === 'string' || (typeof driverError === 'object' && driverError !== null && isDatabaseRefusal(driverError));
};

/** A stack without its first line(s), which repeat the message: only the `at …` frames. */
const stackFrames = (stack: string | undefined): string | undefined => stack?.split('\n').filter((line) => /^\s+at /.test(line)).join('\n');

/**
 * What of an unexpected error is logged: its kind, message, code and stack. Not
 * its other fields: a failed query carries its SQL parameters (token hashes,
 * password hashes, addresses), a driver error the row it refused. For a
 * database refusal not even its message: PostgreSQL quotes the refused value
 * in some (`invalid input syntax for type uuid: "…"`) and in its detail
 * (`Key (email)=(…) already exists`), so only the SQLSTATE code, constraint,
 * schema, table, column, data type and routine are logged, and the stack's frames.
 */
export const loggableError = (error: unknown): Record<string, unknown> => {
  if (!(error instanceof Error)) return { type: typeof error };
  if (isDatabaseRefusal(error)) {
    const named = Object.fromEntries(
      DATABASE_ERROR_FIELDS.flatMap((field) => {
        const value = (error as unknown as Record<string, unknown>)[field];
        return typeof value === 'string' ? [[field, value]] : [];
      }),
    );
    return { type: error.name, ...named, stack: stackFrames(error.stack) };
  }
  const code = (error as { code?: unknown }).code;
  return { type: error.name, message: error.message, ...(typeof code === 'string' ? { code } : {}), stack: error.stack };
};
