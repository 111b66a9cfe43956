/** What a reorder found: done, or the ids given are not exactly the stored ones. */
export type ReorderOutcome = 'reordered' | 'ids-mismatch';

/**
 * The ids as the admin's new order: every stored id exactly once. Pure, so
 * stores call it with the ids they read inside their transaction.
 */
export const isCompleteOrder = (stored: readonly string[], given: readonly string[]): boolean =>
  given.length === stored.length && new Set(given).size === given.length && given.every((id) => stored.includes(id));
