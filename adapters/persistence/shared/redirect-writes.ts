import type { EntityManager } from 'typeorm';
import type { StoredRedirect } from '../../../application/redirects/redirect-store.port.js';
import { planSlugChangeRedirects, type PageMove, type RedirectRuleChanges } from '../../../domain/redirects/slug-change-redirects.js';
import { toStoredRedirect, type RedirectRow } from './redirect-row.js';

/** The stored rules, locked until the transaction ends so a concurrent edit waits. */
export const lockedRedirects = async (manager: EntityManager): Promise<readonly StoredRedirect[]> => {
  const rows: RedirectRow[] = await manager.query(`SELECT * FROM redirects ORDER BY created_at, id FOR UPDATE`);
  return rows.map(toStoredRedirect);
};

/** Applies planned rule changes inside the caller's transaction (the table's trigger bumps the served rules' version). */
export const applyRedirectChanges = async (manager: EntityManager, changes: RedirectRuleChanges): Promise<void> => {
  if (changes.deleteIds.length > 0) await manager.query(`DELETE FROM redirects WHERE id = ANY($1::uuid[])`, [changes.deleteIds]);
  for (const { id, newPath } of changes.retarget) await manager.query(`UPDATE redirects SET new_path = $2 WHERE id = $1`, [id, newPath]);
  for (const [index, rule] of changes.add.entries()) {
    await manager.query(
      `INSERT INTO redirects (old_path, new_path, status_code, is_active, created_at)
       VALUES ($1, $2, $3, $4, clock_timestamp() + ($5 || ' microseconds')::interval)`,
      [rule.oldPath, rule.newPath, rule.statusCode, rule.isActive, index],
    );
  }
};

/** The rules follow pages that moved: a 301 old → new, older rules to the old path retargeted, no chain. */
export const followPageMoves = async (manager: EntityManager, moves: readonly PageMove[]): Promise<void> => {
  if (moves.length === 0) return;
  await applyRedirectChanges(manager, planSlugChangeRedirects(await lockedRedirects(manager), moves));
};
