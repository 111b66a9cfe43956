import type { RedirectRule } from '../../domain/redirects/redirect-rule.js';

export interface StoredRedirect extends RedirectRule {
  readonly id: string;
  readonly createdAt: string;
}

/** The managed redirect rules. */
export interface RedirectStore {
  /** In the order they were added (the first active rule for a path wins). */
  list(): Promise<readonly StoredRedirect[]>;
  /** Appends rules in one transaction; null when one of their old paths is taken meanwhile. */
  append(rules: readonly RedirectRule[]): Promise<readonly StoredRedirect[] | null>;
  setActive(id: string, isActive: boolean): Promise<StoredRedirect | null>;
  delete(id: string): Promise<boolean>;
  /** The rules as the server serves them, cached until they change. */
  served(): Promise<readonly RedirectRule[]>;
}
