import { findRedirectChainsAndLoops } from '../../domain/redirects/redirect-graph.js';
import { parseRedirectImport, type RedirectImportFormat } from '../../domain/redirects/redirect-csv.js';
import type { RedirectImportError, RedirectImportResult, SkippedRedirectLine } from '../../domain/redirects/redirect-import.js';
import { REDIRECT_MESSAGES } from '../../domain/redirects/redirect-messages.js';
import { redirectKey } from '../../domain/redirects/redirect-path.js';
import { createRedirectRule, type RedirectRule, type RedirectRuleInput } from '../../domain/redirects/redirect-rule.js';
import { fillLocalized } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { conflict, invalidInput, notFound, type ApplicationError } from '../shared/application-error.js';
import { REDIRECT_ADMIN_MESSAGES } from './redirect-messages.js';
import type { RedirectStore, StoredRedirect } from './redirect-store.port.js';

type Deps = { readonly redirects: RedirectStore };

/** Rules that would make a chain or loop together with the stored ones (their positions in `added`). */
const graphProblems = (stored: readonly RedirectRule[], added: readonly RedirectRule[]): { index: number; loop: boolean }[] => {
  const all = [...stored.filter((rule) => rule.isActive), ...added];
  const offset = all.length - added.length;
  const graph = findRedirectChainsAndLoops(all);
  const problems = new Map<number, boolean>();
  for (const loop of graph.loops) for (const member of loop) if (member >= offset) problems.set(member - offset, true);
  for (const { from, to } of graph.chains) {
    if (from >= offset && !problems.has(from - offset)) problems.set(from - offset, false);
    if (to >= offset && from < offset && !problems.has(to - offset)) problems.set(to - offset, false);
  }
  return [...problems].map(([index, loop]) => ({ index, loop }));
};

export const listRedirects = (deps: Deps) => (): Promise<readonly StoredRedirect[]> => deps.redirects.list();

/** The Add tab: one active rule, refused when it would loop or chain with the stored rules. */
export const addRedirect =
  (deps: Deps) =>
  async (input: RedirectRuleInput): Promise<Result<StoredRedirect, ApplicationError>> => {
    const rule = createRedirectRule(input);
    if (!rule.ok) return err(invalidInput([{ field: rule.error.field, message: rule.error.message }]));
    const stored = await deps.redirects.list();
    if (stored.some((existing) => redirectKey(existing.oldPath) === redirectKey(rule.value.oldPath))) return err(conflict(REDIRECT_ADMIN_MESSAGES.oldPathTaken));
    const [problem] = graphProblems(stored, [rule.value]);
    if (problem !== undefined) {
      return err(invalidInput([{ field: 'newPath', message: problem.loop ? fillLocalized(REDIRECT_MESSAGES.loop, { lines: '1' }) : fillLocalized(REDIRECT_MESSAGES.chain, { line: '-' }) }]));
    }
    const [added] = (await deps.redirects.append([rule.value])) ?? [];
    return added === undefined ? err(conflict(REDIRECT_ADMIN_MESSAGES.oldPathTaken)) : ok(added);
  };

export interface RedirectImportReport {
  readonly imported: number;
  readonly skipped: readonly SkippedRedirectLine[];
  readonly errors: readonly RedirectImportError[];
  readonly written: boolean;
}

/**
 * Bulk import (Redirect Manager lines or CSV): the whole text is checked,
 * also against the stored rules (duplicates, chains, loops); lines with
 * fewer than three tokens are skipped and reported; any error writes nothing.
 */
export const importRedirects =
  (deps: Deps) =>
  async (text: string, options: { readonly format?: RedirectImportFormat; readonly dryRun?: boolean } = {}): Promise<RedirectImportReport> => {
    const parsed: RedirectImportResult = parseRedirectImport(text, options.format);
    const stored = await deps.redirects.list();
    const storedKeys = new Set(stored.map((rule) => redirectKey(rule.oldPath)));
    const lineOf = new Map(parsed.rules.map((rule, index) => [rule, parsed.ruleLines[index] ?? 0]));
    const errors: RedirectImportError[] = [...parsed.errors];
    for (const rule of parsed.rules) {
      if (storedKeys.has(redirectKey(rule.oldPath))) {
        errors.push({ line: lineOf.get(rule) ?? 0, kind: 'duplicate-source', field: 'oldPath', reason: REDIRECT_ADMIN_MESSAGES.oldPathTaken });
      }
    }
    for (const { index, loop } of graphProblems(stored, parsed.rules)) {
      const rule = parsed.rules[index];
      if (rule === undefined) continue;
      errors.push({
        line: lineOf.get(rule) ?? 0,
        kind: loop ? 'redirect-loop' : 'redirect-chain',
        field: 'newPath',
        reason: loop ? fillLocalized(REDIRECT_MESSAGES.loop, { lines: String(lineOf.get(rule) ?? 0) }) : fillLocalized(REDIRECT_MESSAGES.chain, { line: '-' }),
      });
    }
    errors.sort((a, b) => a.line - b.line);
    const writable = errors.length === 0 && parsed.rules.length > 0 && options.dryRun !== true;
    const written = writable ? (await deps.redirects.append(parsed.rules)) !== null : false;
    return { imported: errors.length === 0 ? parsed.rules.length : 0, skipped: parsed.skipped, errors, written };
  };

export const setRedirectActive =
  (deps: Deps) =>
  async (id: string, isActive: boolean): Promise<Result<StoredRedirect, ApplicationError>> => {
    const changed = await deps.redirects.setActive(id, isActive);
    return changed === null ? err(notFound(REDIRECT_ADMIN_MESSAGES.notFound)) : ok(changed);
  };

export const deleteRedirect =
  (deps: Deps) =>
  async (id: string): Promise<Result<true, ApplicationError>> =>
    (await deps.redirects.delete(id)) ? ok(true) : err(notFound(REDIRECT_ADMIN_MESSAGES.notFound));
