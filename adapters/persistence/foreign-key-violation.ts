/**
 * A write refused by a foreign key (of the named constraint when one is given): PostgreSQL's
 * foreign_key_violation (23503), or restrict_violation (23001) for an ON DELETE RESTRICT key.
 */
export const isForeignKeyViolation = (error: unknown, constraint?: string): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return (code === '23503' || code === '23001') && (constraint === undefined || violated === constraint);
};
