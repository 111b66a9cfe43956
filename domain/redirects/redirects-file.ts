import { redirectKey } from './redirect-path.js';
import type { RedirectRule } from './redirect-rule.js';

/**
 * Rules the site always serves, whatever the Redirect Manager holds: the
 * custom-solutions button's old modifications address, with and without a
 * language prefix.
 */
export const FIXED_REDIRECT_RULES: readonly RedirectRule[] = [
  { oldPath: '/:lang/containermodificatie', newPath: '/:lang/modifications', statusCode: 301, isActive: true },
  { oldPath: '/containermodificatie', newPath: '/nl/modifications', statusCode: 301, isActive: true },
];

export const isFixedRedirectRule = (rule: RedirectRule): boolean =>
  FIXED_REDIRECT_RULES.some(
    (fixed) =>
      fixed.oldPath === rule.oldPath && fixed.newPath === rule.newPath && fixed.statusCode === rule.statusCode,
  );

const MANAGED_HEADER = '# Redirect rules from the Redirect Manager: old path, new path, status';
const FIXED_HEADER = '# Fixed rules for the modifications page';

/**
 * The rules that are served, in order: the active rules (the first rule for
 * an old path wins), then each fixed rule whose old path no rule claimed.
 */
export const servedRedirectRules = (rules: readonly RedirectRule[]): readonly RedirectRule[] => {
  const claimed = new Set<string>();
  const claim = (rule: RedirectRule): boolean => {
    const key = redirectKey(rule.oldPath);
    if (claimed.has(key)) return false;
    claimed.add(key);
    return true;
  };
  const managed = rules.filter((rule) => rule.isActive && claim(rule));
  const fixed = FIXED_REDIRECT_RULES.filter(claim);
  return [...managed, ...fixed];
};

const ruleLine = (rule: RedirectRule): string => `${rule.oldPath} ${rule.newPath} ${rule.statusCode}`;

/** The Netlify `_redirects` file: one `old new status` line per served rule. */
export const redirectsFile = (rules: readonly RedirectRule[]): string => {
  const served = servedRedirectRules(rules);
  const managed = served.filter((rule) => !isFixedRedirectRule(rule));
  const fixed = served.filter(isFixedRedirectRule);
  const sections = [
    [MANAGED_HEADER, ...managed.map(ruleLine)],
    ...(fixed.length > 0 ? [[FIXED_HEADER, ...fixed.map(ruleLine)]] : []),
  ];
  return `${sections.map((lines) => lines.join('\n')).join('\n\n')}\n`;
};
