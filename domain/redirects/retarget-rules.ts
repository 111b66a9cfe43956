import { err, ok, type Result } from '../shared/result.js';
import { normalizeRedirectPath, redirectKey, splitPathSuffix, type RedirectPathError } from './redirect-path.js';
import type { RedirectRule } from './redirect-rule.js';

/**
 * When a page moves from oldPath to newPath: adds an active 301 old → new,
 * points every rule that led to oldPath at newPath (keeping its query string),
 * and drops rules that would now loop or shadow the page: rules from oldPath
 * (replaced by the new rule), rules from newPath (the page lives there now)
 * and rules that would redirect to themselves. No chain is ever formed.
 */
export const retargetRulesForSlugChange = (
  rules: readonly RedirectRule[],
  oldPath: string,
  newPath: string,
): Result<readonly RedirectRule[], RedirectPathError> => {
  const from = normalizeRedirectPath(oldPath, 'source');
  if (!from.ok) return err(from.error);
  const to = normalizeRedirectPath(newPath, 'source');
  if (!to.ok) return err(to.error);
  const fromKey = redirectKey(from.value);
  const toKey = redirectKey(to.value);
  if (fromKey === toKey) return ok(rules);

  const retargeted = rules
    .filter((rule) => {
      const sourceKey = redirectKey(rule.oldPath);
      return sourceKey !== fromKey && sourceKey !== toKey;
    })
    .map((rule) =>
      redirectKey(rule.newPath) === fromKey
        ? { ...rule, newPath: to.value + splitPathSuffix(rule.newPath).suffix }
        : rule,
    )
    .filter((rule) => redirectKey(rule.oldPath) !== redirectKey(rule.newPath));
  return ok([...retargeted, { oldPath: from.value, newPath: to.value, statusCode: 301, isActive: true }]);
};
