import type { LocalizedText } from '../shared/language.js';
import { err, ok, type Result } from '../shared/result.js';
import { REDIRECT_MESSAGES } from './redirect-messages.js';
import {
  normalizeRedirectPath,
  redirectKey,
  usesLanguagePlaceholder,
  type RedirectPathError,
} from './redirect-path.js';

export const REDIRECT_STATUS_CODES = [301, 302, 200] as const;
export type RedirectStatusCode = (typeof REDIRECT_STATUS_CODES)[number];
export const DEFAULT_REDIRECT_STATUS: RedirectStatusCode = 301;

export const isRedirectStatusCode = (value: unknown): value is RedirectStatusCode =>
  typeof value === 'number' && (REDIRECT_STATUS_CODES as readonly number[]).includes(value);

/** The Redirect Manager's status choices, in the order it lists them. */
export const REDIRECT_STATUS_OPTIONS: readonly {
  readonly value: RedirectStatusCode;
  readonly label: LocalizedText;
}[] = [
  {
    value: 301,
    label: {
      en: '301 Permanent Redirect',
      nl: '301 Permanente omleiding',
      de: '301 Permanente Weiterleitung',
      fr: '301 Redirection permanente',
    },
  },
  {
    value: 302,
    label: {
      en: '302 Temporary Redirect',
      nl: '302 Tijdelijke omleiding',
      de: '302 Temporäre Weiterleitung',
      fr: '302 Redirection temporaire',
    },
  },
  {
    value: 200,
    label: {
      en: '200 Rewrite (SPA)',
      nl: '200 Herschrijven (SPA)',
      de: '200 Umschreiben (SPA)',
      fr: '200 Réécriture (SPA)',
    },
  },
];

export interface RedirectRule {
  /** Leading slash enforced; never a query string. */
  readonly oldPath: string;
  /** A relative path on this site, leading slash enforced; may carry a query string. */
  readonly newPath: string;
  readonly statusCode: RedirectStatusCode;
  readonly isActive: boolean;
}

export type RedirectRuleError =
  | (RedirectPathError & { readonly field: 'oldPath' | 'newPath' })
  | { readonly kind: 'self-redirect'; readonly field: 'newPath'; readonly message: LocalizedText }
  | { readonly kind: 'unbound-placeholder'; readonly field: 'newPath'; readonly message: LocalizedText };

export interface RedirectRuleInput {
  readonly oldPath: string;
  readonly newPath: string;
  readonly statusCode?: RedirectStatusCode;
  readonly isActive?: boolean;
}

/** Builds a rule from the Add form or an import line: both paths checked, active unless told otherwise. */
export const createRedirectRule = (input: RedirectRuleInput): Result<RedirectRule, RedirectRuleError> => {
  const oldPath = normalizeRedirectPath(input.oldPath, 'source');
  if (!oldPath.ok) return err({ ...oldPath.error, field: 'oldPath' });
  const newPath = normalizeRedirectPath(input.newPath, 'target');
  if (!newPath.ok) return err({ ...newPath.error, field: 'newPath' });
  if (redirectKey(oldPath.value) === redirectKey(newPath.value)) {
    return err({ kind: 'self-redirect', field: 'newPath', message: REDIRECT_MESSAGES.selfRedirect });
  }
  if (usesLanguagePlaceholder(newPath.value) && !usesLanguagePlaceholder(oldPath.value)) {
    return err({ kind: 'unbound-placeholder', field: 'newPath', message: REDIRECT_MESSAGES.unboundPlaceholder });
  }
  return ok({
    oldPath: oldPath.value,
    newPath: newPath.value,
    statusCode: input.statusCode ?? DEFAULT_REDIRECT_STATUS,
    isActive: input.isActive ?? true,
  });
};
