import type { NextFunction, Request, Response } from 'express';
import type { RedirectMatch } from '../../domain/redirects/redirect-index.js';
import { isLanguage } from '../../domain/shared/language.js';
import { rendersVisitorData, visitorStateOf, visitorVariant, type VisitorState } from '../../domain/rendering/visitor-state.js';
import { sendKept, type KeptAnswer } from './kept-answer.js';

/** The URL of a page as it is kept: the path without trailing slashes, with the query as sent. */
export const keptUrl = (request: Request): string => {
  const path = request.path.replace(/\/+$/, '') || '/';
  const at = request.originalUrl.indexOf('?');
  return at < 0 ? path : `${path}${request.originalUrl.slice(at)}`;
};

/**
 * What a page answer is kept under: its URL (`keptUrl`, or the one given) after the variant of
 * the visitor it was rendered for (with or without the cookie banner), so each variant is kept
 * apart. The rendered page cache and the fast path both key by this.
 */
export const pageKey = (request: Request, url: string = keptUrl(request), visitor: VisitorState = visitorStateOf(request.headers.cookie ?? '', request.path)): string =>
  `${visitorVariant(visitor)} ${url}`;

/** The visitor a page request is rendered for, and whether with their own data (their cart or order: never kept, never shared). */
export interface PageVisitor {
  readonly state: VisitorState;
  readonly personal: boolean;
}

export const pageVisitor = (request: Request): PageVisitor => {
  const state = visitorStateOf(request.headers.cookie ?? '', request.path);
  const token = request.query['token'];
  return { state, personal: rendersVisitorData(request.path, state, typeof token === 'string' ? token : null) };
};

const firstSegment = (path: string): string => path.split('/').find((segment) => segment !== '') ?? '';

/**
 * Kept storefront page answers (one per URL and visitor variant, `pageKey`), sent ahead of the middleware chain (security headers,
 * compression, redirect rules, sitemap, static files, the page route) as the catalogue
 * response cache sends API reads: the bytes and headers of the page's first answer, its ETag
 * (304 on a match), gzip and brotli made once, HEAD without a body. Only language-prefixed
 * URLs (an unprefixed one is answered by the visitor's Accept-Language), never a page rendered
 * with the visitor's own data (`pageVisitor`), and only answers the
 * rendered page cache keeps at the current catalogue and content versions
 * (api/http/web-pages.ts); a URL that a managed redirect rule now matches goes the whole way,
 * so a new rule takes effect as soon as the redirect middleware would apply it.
 */
export const keptPageAnswers =
  (keptPage: (key: string) => Promise<KeptAnswer | undefined>, redirectFor: (url: string) => Promise<RedirectMatch | null>) =>
  async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isLanguage(firstSegment(request.path))) return next();
    // The cookies are read once: whether the page is the visitor's own, and which variant is kept for them.
    const visitor = pageVisitor(request);
    if (visitor.personal) return next();
    try {
      const answer = await keptPage(pageKey(request, keptUrl(request), visitor.state));
      if (answer === undefined || (await redirectFor(request.originalUrl)) !== null) return next();
      sendKept(request, response, answer);
    } catch (error) {
      next(error);
    }
  };
