import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { detectLanguage, LANGUAGE_PREFIX_EXEMPT_SECTIONS } from '../../domain/language/language-detection.js';
import { keywordRedirect } from '../../domain/not-found/keyword-redirect.js';
import { isLanguage } from '../../domain/shared/language.js';
import { aliasRedirect, isStorefrontPage, legacyRedirect } from './storefront-routes.js';
import { headHtml, type PageHead } from './page-head.js';
import { routeModules } from './route-modules.js';
import { cspNonceOf } from './content-security-policy.js';
import { withSiteSettings } from './site-settings-html.js';
import type { SiteSettings } from '../../domain/go-live/site-settings.js';
import type { Language } from '../../domain/shared/language.js';

export interface PageHeadSource {
  readonly publicUrl: string;
  headFor(language: Language, pathAfterLanguage: string, search: string): Promise<PageHead>;
}

/** The empty `<main>` of the app shell in web/index.html, where a page's first view goes. */
export const SHELL_MAIN = '<main class="min-h-screen flex-1"></main>';

const escapeText = (value: string): string => value.replace(/[&<>]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[character] ?? character);

const acceptedLanguages = (request: Request): string[] =>
  (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter((tag) => tag !== '');

const withQuery = (request: Request, path: string): string => {
  const at = request.originalUrl.indexOf('?');
  return at < 0 ? path : `${path}${request.originalUrl.slice(at)}`;
};

/** Where each response's CSP nonce goes in the page template (filled before any page-specific text is put in). */
export const NONCE_SLOT = '{{csp-nonce}}';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The site's one stylesheet (about 10 kB gzip) goes inside the page: the first paint then waits
 * for the HTML alone, not for a second request competing with the scripts and the hero image
 * (on a slow phone connection that request decided when anything showed).
 */
export const inlineStylesheets = (html: string, webDistDir: string): string =>
  html.replace(STYLESHEET_LINK, (link, file: string) => {
    const path = join(webDistDir, file);
    return existsSync(path) ? `<style nonce="${NONCE_SLOT}">${readFileSync(path, 'utf8').replaceAll('</style', '<\\/style')}</style>` : link;
  });

/**
 * The built storefront (dist/web): hashed assets with a one-year cache, and
 * the page HTML for every storefront route. Paths without a language go to
 * the visitor's language (302; legacy paths to /nl with 301), aliases and the
 * not-found page's keyword rules redirect, other unknown paths answer 404
 * with the page (the client shows its not-found view).
 */
export const webPages = (webDistDir: string, site: SiteSettings, heads?: PageHeadSource) => {
  const indexPath = join(webDistDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const html = inlineStylesheets(readFileSync(indexPath, 'utf8'), webDistDir);
  const modulesFor = routeModules(webDistDir);
  const assets = express.static(webDistDir, {
    index: false,
    setHeaders: (response, path) => {
      response.setHeader('Cache-Control', path.includes(`${join(webDistDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  /** The template with this response's CSP nonce on its inlined stylesheet, the site's settings and (demo) notice. */
  const template = (response: Response, language: Language): string => withSiteSettings(html.replaceAll(NONCE_SLOT, cspNonceOf(response)), site, language);
  const sendPage = (response: Response, status: number, page: string): void => {
    response.status(status).setHeader('Cache-Control', 'no-cache');
    response.type('html').send(page);
  };

  /** The page with the head the server knows for it, so crawlers see it without JavaScript. */
  const sendPageWithHead = async (request: Request, response: Response, language: Language, rest: string, path: string): Promise<void> => {
    if (heads === undefined) return sendPage(response, 200, template(response, language));
    const at = request.originalUrl.indexOf('?');
    const head = await heads.headFor(language, rest, at < 0 ? '' : request.originalUrl.slice(at));
    if (head.kind === 'redirect') return response.redirect(301, head.location);
    if (head.kind === 'not-found') return sendPage(response, 404, template(response, language).replace('<html lang="nl">', `<html lang="${language}">`));
    sendPage(
      response,
      200,
      template(response, language)
        .replace('<html lang="nl">', `<html lang="${language}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(head.title)}</title>`)
        .replace('<!--head-->', headHtml(head, language, path, heads.publicUrl, modulesFor(language, rest)))
        .replace(SHELL_MAIN, head.firstView === null ? SHELL_MAIN : SHELL_MAIN.replace('></main>', `>${head.firstView}</main>`)),
    );
  };

  const pages = async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    try {
      await route(request, response, next);
    } catch (error) {
      next(error);
    }
  };

  const route = async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || /^\/(api|media)(\/|$)/.test(request.path)) return next();
    const path = request.path.replace(/\/+$/, '') || '/';
    const [first = '', ...restSegments] = path.split('/').filter((segment) => segment !== '');
    if (!isLanguage(first)) {
      if (LANGUAGE_PREFIX_EXEMPT_SECTIONS.includes(first) || first === 'redirect-manager') return sendPage(response, 200, template(response, detectLanguage(path, acceptedLanguages(request))));
      const legacy = legacyRedirect(path);
      if (legacy !== null) return response.redirect(301, withQuery(request, legacy));
      const language = detectLanguage(path, acceptedLanguages(request));
      return response.redirect(302, withQuery(request, path === '/' ? `/${language}` : `/${language}${path}`));
    }
    const rest = restSegments.join('/');
    const alias = aliasRedirect(first, rest);
    if (alias !== null) return response.redirect(301, withQuery(request, alias));
    if (isStorefrontPage(rest)) return sendPageWithHead(request, response, first, rest, path);
    const keyword = keywordRedirect(path, first);
    if (keyword !== null && keyword !== path) return response.redirect(302, keyword);
    sendPage(response, 404, template(response, first).replace('<html lang="nl">', `<html lang="${first}">`));
  };
  return { assets, pages };
};
