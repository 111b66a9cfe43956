import type { LocalizedText } from '../shared/language.js';
import { findRedirectChainsAndLoops } from './redirect-graph.js';
import { fillLocalized, REDIRECT_MESSAGES } from './redirect-messages.js';
import { redirectKey } from './redirect-path.js';
import {
  createRedirectRule,
  DEFAULT_REDIRECT_STATUS,
  isRedirectStatusCode,
  type RedirectRule,
  type RedirectRuleError,
  type RedirectStatusCode,
} from './redirect-rule.js';

/** One rule as read from an import file, before any check; `line` is 1-based in the original text. */
export interface RedirectImportEntry {
  readonly line: number;
  readonly oldPath: string;
  readonly newPath: string;
  readonly status: string;
}

export interface SkippedRedirectLine {
  readonly line: number;
  readonly text: string;
}

export type RedirectImportErrorKind =
  | RedirectRuleError['kind']
  | 'invalid-status'
  | 'duplicate-source'
  | 'redirect-loop'
  | 'redirect-chain';

export interface RedirectImportError {
  readonly line: number;
  readonly kind: RedirectImportErrorKind;
  readonly field: 'oldPath' | 'newPath' | 'status';
  readonly reason: LocalizedText;
}

export interface RedirectImportResult {
  /** The rules that passed every check, in file order, all active. */
  readonly rules: readonly RedirectRule[];
  /** The line of each rule in `rules`, same order. */
  readonly ruleLines: readonly number[];
  readonly skipped: readonly SkippedRedirectLine[];
  readonly errors: readonly RedirectImportError[];
}

/** A non-numeric status means 301 (as the Redirect Manager did); a number other than 301, 302, 200 is refused. */
export const parseStatusToken = (token: string): RedirectStatusCode | null => {
  const trimmed = token.trim();
  if (!/^\d+$/.test(trimmed)) return DEFAULT_REDIRECT_STATUS;
  const code = Number(trimmed);
  return isRedirectStatusCode(code) ? code : null;
};

interface ValidEntry {
  readonly line: number;
  readonly rule: RedirectRule;
}

/** Checks every entry, then duplicates, chains and loops among the good ones; reports by line. */
export const validateRedirectEntries = (
  entries: readonly RedirectImportEntry[],
  skipped: readonly SkippedRedirectLine[],
): RedirectImportResult => {
  const errors: RedirectImportError[] = [];
  const parsed: ValidEntry[] = [];
  for (const entry of entries) {
    const statusCode = parseStatusToken(entry.status);
    if (statusCode === null) {
      errors.push({ line: entry.line, kind: 'invalid-status', field: 'status', reason: REDIRECT_MESSAGES.invalidStatus });
      continue;
    }
    const rule = createRedirectRule({ oldPath: entry.oldPath, newPath: entry.newPath, statusCode });
    if (rule.ok) parsed.push({ line: entry.line, rule: rule.value });
    else errors.push({ line: entry.line, kind: rule.error.kind, field: rule.error.field, reason: rule.error.message });
  }

  const firstLineOfSource = new Map<string, number>();
  const unique = parsed.filter(({ line, rule }) => {
    const key = redirectKey(rule.oldPath);
    const first = firstLineOfSource.get(key);
    if (first === undefined) {
      firstLineOfSource.set(key, line);
      return true;
    }
    errors.push({
      line,
      kind: 'duplicate-source',
      field: 'oldPath',
      reason: fillLocalized(REDIRECT_MESSAGES.duplicateSource, { line: first }),
    });
    return false;
  });

  const lineAt = (index: number): number => unique[index]?.line ?? 0;
  const refused = new Set<number>();
  const graph = findRedirectChainsAndLoops(unique.map((entry) => entry.rule));
  for (const loop of graph.loops) {
    const lines = loop.map(lineAt).join(', ');
    for (const member of loop) {
      refused.add(member);
      errors.push({
        line: lineAt(member),
        kind: 'redirect-loop',
        field: 'newPath',
        reason: fillLocalized(REDIRECT_MESSAGES.loop, { lines }),
      });
    }
  }
  for (const { from, to } of graph.chains) {
    if (refused.has(from)) continue;
    refused.add(from);
    errors.push({
      line: lineAt(from),
      kind: 'redirect-chain',
      field: 'newPath',
      reason: fillLocalized(REDIRECT_MESSAGES.chain, { line: lineAt(to) }),
    });
  }

  const kept = unique.filter((_, index) => !refused.has(index));
  return {
    rules: kept.map((entry) => entry.rule),
    ruleLines: kept.map((entry) => entry.line),
    skipped,
    errors: errors.sort((a, b) => a.line - b.line),
  };
};
