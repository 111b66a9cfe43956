import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { detectLanguage, LANGUAGE_PREFIX_EXEMPT_SECTIONS } from '../../domain/language/language-detection.js';
import { keywordRedirect } from '../../domain/not-found/keyword-redirect.js';
import { isLanguage } from '../../domain/shared/language.js';
import { aliasRedirect, isServerRenderedPage, isStorefrontPage, legacyRedirect } from './storefront-routes.js';
import { headHtml, notFoundHead, type PageHead } from './page-head.js';
import { routeModules } from './route-modules.js';
import { cspHashSource } from '../http/content-security-policy.js';
import { keptAnswer, keptHeaders, sendKept, strongEtag, type KeptAnswer } from '../http/kept-answer.js';
import { keptSearch, keptUrl, pageKey, pageRequestOf, pageVisitor, type PageVisitor } from './kept-page-answers.js';
import { CART_ID_COOKIE } from '../../domain/cookies/cart-cookie.js';
import { cookieAssignment } from '../../domain/cookies/cookie-header.js';
import type { PageRenderer, RenderedPage } from './server-renderer.js';
import { renderedPageCache, type CachedAnswer, type MadeAnswer, type PageAnswer, type PageCacheCounts } from './rendered-page-cache.js';
import { DEFAULT_PAGE_CACHE_MAX_BYTES } from '../../adapters/config/app-config.js';
import { QUERY_STATE_ELEMENT_ID } from '../../domain/rendering/query-state.js';
import { withSiteSettings } from './site-settings-html.js';
import { percentDecoded } from '../http/percent-decoding.js';
import type { SiteSettings } from '../../domain/go-live/site-settings.js';
import type { Language } from '../../domain/shared/language.js';

export interface PageHeadSource {
  readonly publicUrl: string;
  headFor(language: Language, pathAfterLanguage: string, search: string): Promise<PageHead>;
}

/** Server rendering of the pages: the storefront's render bundle and the versions its cached answers depend on. */
export interface PageRendering {
  readonly renderer: PageRenderer | null;
  readonly versions: readonly VersionSource[];
  /** Told when a render fails (the app shell goes out instead). */
  readonly onRenderError?: (error: unknown, url: string) => void;
  /** The byte budget of the kept pages (PAGE_CACHE_MAX_BYTES; its default when not given). */
  readonly cacheMaxBytes?: number;
  /** Told of each hit and miss of the page cache (GET /metrics). */
  readonly cacheCounts?: PageCacheCounts;
}

interface VersionSource {
  current(): Promise<string>;
}

/** The app shell inside `#root` in web/index.html, between these markers: a server-rendered page takes its place. */
/** Longest URL the language redirect sends on (browsers and crawlers keep URLs well under it). */
const MAX_REDIRECTED_URL_LENGTH = 2048;

const APP_SHELL = /<!--app-shell-->[\s\S]*<!--\/app-shell-->/;
/** After `#root`: where the data a server-rendered page was rendered with goes. */
const QUERY_STATE_SLOT = '<!--query-state-->';

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

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/** The page template with its stylesheets inside, and the CSP sources that admit exactly those `<style>` texts. */
export interface InlinedStylesheets {
  readonly html: string;
  readonly styleHashes: readonly string[];
}

/**
 * The site's one stylesheet (about 10 kB gzip) goes inside the page: the first paint then waits
 * for the HTML alone, not for a second request competing with the scripts and the hero image
 * (on a slow phone connection that request decided when anything showed). The policy admits it
 * by the hash of its exact text, computed here once, so every answer of a page is the same bytes.
 */
export const inlineStylesheets = (html: string, webDistDir: string): InlinedStylesheets => {
  const styleHashes: string[] = [];
  const inlined = html.replace(STYLESHEET_LINK, (link, file: string) => {
    const path = join(webDistDir, file);
    if (!existsSync(path)) return link;
    const text = readFileSync(path, 'utf8').replaceAll('</style', '<\\/style');
    styleHashes.push(cspHashSource(text));
    return `<style>${text}</style>`;
  });
  return { html: inlined, styleHashes };
};

/** The page rendered on the server in place of the app shell, and the data it was rendered with for the browser's query cache. */
const withRenderedPage = (page: string, render: RenderedPage): string =>
  APP_SHELL.test(page)
    ? page
        .replace(APP_SHELL, () => render.html)
        .replace(QUERY_STATE_SLOT, () => `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${render.queryState}</script>`)
    : page;

/** The shop's own address as this request reached it, on loopback: the render asks the API there. */
const loopbackOrigin = (request: Request): string => {
  const address = request.socket.localAddress ?? '127.0.0.1';
  return `http://${address.includes(':') ? `[${address}]` : address}:${request.socket.localPort ?? 80}`;
};

/**
 * The built storefront (dist/web): hashed assets with a one-year cache, and
 * the page HTML for every storefront route. Paths without a language go to
 * the visitor's language (302; legacy paths to /nl with 301), aliases and the
 * not-found page's keyword rules redirect, other unknown paths answer 404
 * with the page (the client shows its not-found view).
 */
export const webPages = (webDistDir: string, site: SiteSettings, heads?: PageHeadSource, rendering: PageRendering = { renderer: null, versions: [] }) => {
  const indexPath = join(webDistDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const { html, styleHashes } = inlineStylesheets(readFileSync(indexPath, 'utf8'), webDistDir);
  const modulesFor = routeModules(webDistDir);
  const cache = renderedPageCache(rendering.versions, { maxBytes: rendering.cacheMaxBytes ?? DEFAULT_PAGE_CACHE_MAX_BYTES }, rendering.cacheCounts);
  /** A kept page as it went out the first time (its headers, ETag and compressed variants), for the fast path; dropped with the page. */
  const sentPages = new WeakMap<PageAnswer, KeptAnswer>();
  const assets = express.static(webDistDir, {
    index: false,
    setHeaders: (response, path) => {
      response.setHeader('Cache-Control', path.includes(`${join(webDistDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  /** The template in a language with the site's settings and (demo) notice. */
  const template = (language: Language): string => withSiteSettings(html, site, language).replace('<html lang="nl">', () => `<html lang="${language}">`);
  const pageHeaders = (response: Response, cacheControl = 'no-cache'): void => {
    response.setHeader('Cache-Control', cacheControl);
    // The page differs with the visitor's cookies (the cookie banner is in it or not).
    response.setHeader('Vary', 'Cookie');
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
  };
  /** A page made for this answer alone: sent as bytes (the compression middleware compresses it). */
  const sendPage = (response: Response, status: number, page: string | Buffer, cacheControl?: string): void => {
    const bytes = typeof page === 'string' ? Buffer.from(page) : page;
    response.status(status);
    pageHeaders(response, cacheControl);
    response.setHeader('Content-Length', bytes.length);
    response.end(response.req.method === 'HEAD' ? undefined : bytes);
  };
  /**
   * A kept page: the first time, its ETag is computed and the headers it goes out with (the security
   * headers the middleware set) are kept with it, so later requests are answered by the fast path
   * (api/storefront/kept-page-answers.ts) with the same bytes, compressed once. An answer setting a cookie
   * is sent as it is and not remembered.
   */
  const sendKeptPage = (request: Request, response: Response, answer: PageAnswer & { kind: 'page' }): void => {
    let sent = sentPages.get(answer);
    if (sent === undefined) {
      const etag = strongEtag(answer.body);
      response.status(answer.status);
      pageHeaders(response);
      response.setHeader('ETag', etag);
      const headers = keptHeaders(response);
      if (headers === null) return sendPage(response, answer.status, answer.body);
      sent = keptAnswer(answer.status, answer.body, headers, { etag, brotli: true });
      sentPages.set(answer, sent);
    }
    sendKept(request, response, sent);
  };
  const send = (request: Request, response: Response, { answer, kept }: CachedAnswer): void => {
    if (answer.kind === 'redirect') response.redirect(answer.status, answer.location);
    else if (kept) sendKeptPage(request, response, answer);
    else sendPage(response, answer.status, answer.body);
  };
  /** The kept answer of a page as the fast path sends it (the URL and visitor variant as `pageKey` names them), once it went out once. */
  const keptPage = async (key: string): Promise<KeptAnswer | undefined> => {
    const answer = await cache.kept(key);
    return answer === undefined ? undefined : sentPages.get(answer);
  };

  /** The not-found page's title, description (the message it shows) and chunks, for crawlers and link previews. */
  const withNotFoundHead = (page: string, language: Language, rest: string): string => {
    const head = notFoundHead(language, modulesFor(language, rest));
    return page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(head.title)}</title>`).replace('<!--head-->', () => head.html);
  };

  /** The page rendered on the server in place of the app shell, with the data it was rendered with; null when rendering failed (the shell goes out). */
  const rendered = async (request: Request, visitor: PageVisitor, url: string, language: Language): Promise<RenderedPage | null> => {
    if (rendering.renderer === null) return null;
    try {
      return await rendering.renderer.render(url, language, loopbackOrigin(request), visitor.state, visitor.personal);
    } catch (error) {
      rendering.onRenderError?.(error, url);
      return null;
    }
  };

  /** The page with the head the server knows for it and the page rendered on the server, so crawlers and readers without JavaScript see it whole. */
  const pageAnswer = async (request: Request, visitor: PageVisitor, language: Language, rest: string, path: string, search: string): Promise<MadeAnswer & { readonly cartForgotten: boolean }> => {
    const head = heads === undefined ? null : await heads.headFor(language, rest, search);
    if (head?.kind === 'redirect') return { answer: { kind: 'redirect', status: 301, location: head.location }, keep: true, cartForgotten: false };
    const page = head?.kind === 'not-found' ? null : head;
    const render = isServerRenderedPage(rest) ? await rendered(request, visitor, `${path}${search}`, language) : null;
    let body = template(language);
    if (head?.kind === 'not-found') body = withNotFoundHead(body, language, rest);
    if (page != null && heads !== undefined) {
      // A rendered page carries its data: the API answers it was rendered with are not fetched again.
      const preload = render === null ? page.preload : { ...page.preload, fetches: [] };
      body = body
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
        .replace('<!--head-->', () => headHtml({ ...page, preload }, language, path, heads.publicUrl, modulesFor(language, rest)));
    }
    if (render !== null) body = withRenderedPage(body, render);
    return {
      answer: { kind: 'page', status: head?.kind === 'not-found' ? 404 : 200, body: Buffer.from(body) },
      keep: render === null ? rendering.renderer === null : render.complete,
      cartForgotten: render?.cartForgotten ?? false,
    };
  };

  /**
   * A page rendered with the visitor's own cart or order: made for this request alone (no shared
   * render, never kept), private to the browser. A cart id the shop does not know is dropped with
   * it, so the browser hydrates without it as the server rendered.
   */
  const sendPersonal = async (request: Request, response: Response, visitor: PageVisitor, language: Language, rest: string, path: string, search: string): Promise<void> => {
    const { answer, cartForgotten } = await pageAnswer(request, visitor, language, rest, path, search);
    if (answer.kind === 'redirect') return response.redirect(answer.status, answer.location);
    if (cartForgotten) response.append('Set-Cookie', cookieAssignment(CART_ID_COOKIE, '', { maxAgeSeconds: 0, secure: request.secure }));
    sendPage(response, answer.status, answer.body, 'private, no-store');
  };

  const sendRendered = async (request: Request, response: Response, language: Language, rest: string, path: string): Promise<void> => {
    const at = request.originalUrl.indexOf('?');
    const search = at < 0 ? '' : request.originalUrl.slice(at);
    const page = pageRequestOf(request);
    const visitor = pageVisitor(page);
    if (rendering.renderer !== null && isServerRenderedPage(rest) && visitor.personal) return sendPersonal(request, response, visitor, language, rest, path, search);
    // Kept under, and rendered with, the parameters the page reads alone: one answer for every URL that shows the same.
    const kept = keptSearch(page);
    send(request, response, await cache.answer(pageKey(page, keptUrl(page), visitor.state), () => pageAnswer(request, visitor, language, rest, path, kept)));
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
      if (LANGUAGE_PREFIX_EXEMPT_SECTIONS.includes(first) || first === 'redirect-manager') return sendPage(response, 200, template(detectLanguage(path, acceptedLanguages(request))));
      const legacy = legacyRedirect(path);
      if (legacy !== null) return response.redirect(301, withQuery(request, legacy));
      const language = detectLanguage(path, acceptedLanguages(request));
      // A path that names no page however prefixed (undecodable, or longer than any page's) is not sent on:
      // its Location, escaped once more, would outgrow what clients read of a header.
      if (percentDecoded(path) === null || request.originalUrl.length > MAX_REDIRECTED_URL_LENGTH) {
        return sendPage(response, 404, withNotFoundHead(template(language), language, path.slice(1)));
      }
      return response.redirect(302, withQuery(request, path === '/' ? `/${language}` : `/${language}${path}`));
    }
    const rest = restSegments.join('/');
    // A path that cannot be percent-decoded names no page: the not-found page, not rendered (nothing to render it for) and not kept.
    if (percentDecoded(path) === null) return sendPage(response, 404, withNotFoundHead(template(first), first, rest));
    const alias = aliasRedirect(first, rest);
    if (alias !== null) return response.redirect(301, withQuery(request, alias));
    if (isStorefrontPage(rest)) return sendRendered(request, response, first, rest, path);
    const keyword = keywordRedirect(path, first);
    if (keyword !== null && keyword !== path) return response.redirect(302, keyword);
    const pageRequest = pageRequestOf(request);
    const visitor = pageVisitor(pageRequest);
    const notFound = await cache.answer(pageKey(pageRequest, path, visitor.state), async () => {
      const render = await rendered(request, visitor, path, first);
      const page = withNotFoundHead(template(first), first, rest);
      return { answer: { kind: 'page', status: 404, body: Buffer.from(render === null ? page : withRenderedPage(page, render)) }, keep: render?.complete ?? rendering.renderer === null };
    });
    send(request, response, notFound);
  };
  return { assets, pages, keptPage, styleHashes };
};
