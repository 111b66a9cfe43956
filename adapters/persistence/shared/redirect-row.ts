import type { StoredRedirect } from '../../../application/redirects/redirect-store.port.js';
import type { RedirectStatusCode } from '../../../domain/redirects/redirect-rule.js';

/** A row of `redirects` as pg returns it. */
export interface RedirectRow {
  readonly id: string;
  readonly old_path: string;
  readonly new_path: string;
  readonly status_code: number;
  readonly is_active: boolean;
  readonly created_at: Date;
}

export const toStoredRedirect = (row: RedirectRow): StoredRedirect => ({
  id: row.id,
  oldPath: row.old_path,
  newPath: row.new_path,
  statusCode: row.status_code as RedirectStatusCode,
  isActive: row.is_active,
  createdAt: row.created_at.toISOString(),
});
