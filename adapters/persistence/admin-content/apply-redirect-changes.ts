import type { EntityManager } from 'typeorm';
import { planSlugChangeRedirects, type PageMove } from '../../../application/redirects/slug-change-redirects.js';
import type { StoredRedirect } from '../../../application/redirects/redirect-store.port.js';
import type { RedirectStatusCode } from '../../../domain/redirects/redirect-rule.js';

interface RedirectRow {
  readonly id: string;
  readonly old_path: string;
  readonly new_path: string;
  readonly status_code: number;
  readonly is_active: boolean;
  readonly created_at: Date;
}

/**
 * Inside the caller's transaction: the redirect rules follow pages that
 * moved (a 301 old → new; older rules to the old path retargeted; no chain).
 * The redirects table's trigger bumps the served rules' cache version.
 */
export const followPageMoves = async (manager: EntityManager, moves: readonly PageMove[]): Promise<void> => {
  if (moves.length === 0) return;
  const rows: RedirectRow[] = await manager.query(`SELECT * FROM redirects ORDER BY created_at, id FOR UPDATE`);
  const stored: StoredRedirect[] = rows.map((row) => ({
    id: row.id,
    oldPath: row.old_path,
    newPath: row.new_path,
    statusCode: row.status_code as RedirectStatusCode,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
  }));
  const changes = planSlugChangeRedirects(stored, moves);
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
