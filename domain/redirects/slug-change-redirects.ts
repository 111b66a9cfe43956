import { redirectKey } from './redirect-path.js';
import type { RedirectRule } from './redirect-rule.js';
import { retargetRulesForSlugChange } from './retarget-rules.js';

/** A stored rule: what the plan needs of it is its id. */
export interface NumberedRedirectRule extends RedirectRule {
  readonly id: string;
}

/** A page that moved: its old and new path on this site. */
export interface PageMove {
  readonly oldPath: string;
  readonly newPath: string;
}

/** How the stored rules change when pages move; applied in one transaction, in this order. */
export interface RedirectRuleChanges {
  readonly deleteIds: readonly string[];
  readonly retarget: readonly { readonly id: string; readonly newPath: string }[];
  readonly add: readonly RedirectRule[];
}

export const NO_RULE_CHANGES: RedirectRuleChanges = { deleteIds: [], retarget: [], add: [] };

/**
 * The domain's retargeting (a 301 old → new, older rules to the old path
 * pointed at the new one, no chain) applied for every move in turn, then
 * expressed as changes to the stored rules. Stored rules are matched by
 * their old path, which is unique among them and never changed by retargeting.
 */
export const planSlugChangeRedirects = (stored: readonly NumberedRedirectRule[], moves: readonly PageMove[]): RedirectRuleChanges => {
  let rules: readonly RedirectRule[] = stored;
  for (const move of moves) {
    const next = retargetRulesForSlugChange(rules, move.oldPath, move.newPath);
    // Product paths are built from checked slugs; a refusal here is a bug.
    if (!next.ok) throw new Error(`cannot redirect ${move.oldPath} to ${move.newPath}: ${next.error.message.en}`);
    rules = next.value;
  }
  const byKey = new Map(rules.map((rule) => [redirectKey(rule.oldPath), rule]));
  const storedKeys = new Set(stored.map((rule) => redirectKey(rule.oldPath)));
  const deleteIds: string[] = [];
  const retarget: { id: string; newPath: string }[] = [];
  const add: RedirectRule[] = rules.filter((rule) => !storedKeys.has(redirectKey(rule.oldPath)));
  for (const rule of stored) {
    const kept = byKey.get(redirectKey(rule.oldPath));
    if (kept === undefined) {
      deleteIds.push(rule.id);
    } else if (kept.statusCode !== rule.statusCode || kept.isActive !== rule.isActive) {
      // The new 301 replacing an older rule from the same path: delete, then add.
      deleteIds.push(rule.id);
      add.push(kept);
    } else if (kept.newPath !== rule.newPath) {
      retarget.push({ id: rule.id, newPath: kept.newPath });
    }
  }
  return { deleteIds, retarget, add };
};
