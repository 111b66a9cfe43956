import { buildRedirectIndex, lookupRedirect, testRedirect, type RedirectIndex, type RedirectMatch } from '../../domain/redirects/redirect-index.js';
import { err, type Result } from '../../domain/shared/result.js';
import { invalidInput, notFound, type ApplicationError } from '../shared/application-error.js';
import type { RedirectRule } from '../../domain/redirects/redirect-rule.js';
import { redirectsFile, servedRedirectRules } from '../../domain/redirects/redirects-file.js';
import type { RedirectStore } from './redirect-store.port.js';

/**
 * The redirect (or rewrite) for a request path: the managed rules plus the
 * fixed ones, through an index rebuilt only when the rules change, so
 * 10,000 rules cost one map lookup per request.
 */
export const resolveRedirect = (deps: { readonly redirects: RedirectStore }) => {
  const indexes = new WeakMap<readonly RedirectRule[], RedirectIndex>();
  return async (requestPath: string): Promise<RedirectMatch | null> => {
    const rules = await deps.redirects.served();
    let index = indexes.get(rules);
    if (index === undefined) {
      index = buildRedirectIndex(servedRedirectRules(rules));
      indexes.set(rules, index);
    }
    return lookupRedirect(index, requestPath);
  };
};

/** The `_redirects` file (Netlify format) with the fixed modifications rules. */
export const exportRedirectsFile = (deps: { readonly redirects: RedirectStore }) => async (): Promise<string> =>
  redirectsFile(await deps.redirects.list());

/** The Test tab: which rule a URL of this site would follow; the spec's no-match message otherwise. */
export const testRedirectUrl =
  (deps: { readonly redirects: RedirectStore }) =>
  async (url: string): Promise<Result<RedirectMatch, ApplicationError>> => {
    const result = testRedirect(servedRedirectRules(await deps.redirects.list()), url);
    if (result.ok) return result;
    return err(result.error.kind === 'empty-url' ? invalidInput([{ field: 'url', message: result.error.message }]) : notFound(result.error.message));
  };
