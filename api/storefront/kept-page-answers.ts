import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Request } from 'express';
import type { RedirectMatch } from '../../domain/redirects/redirect-index.js';
import { isLanguage } from '../../domain/shared/language.js';
import { pageQueryKey } from '../../domain/rendering/page-query.js';
import { rendersVisitorData, visitorStateOf, visitorVariant, type VisitorState } from '../../domain/rendering/visitor-state.js';
import { sendKept, type KeptAnswer } from '../http/kept-answer.js';

/** What of a page request decides its kept answer: its path, its URL as sent, its cookies and its order token. */
export interface PageRequest {
  /** The URL's path, as sent (not decoded). */
  readonly path: string;
  /** Path and query, as sent. */
  readonly url: string;
  readonly cookieHeader: string;
  /** The query's one `token` (an order confirmation's); null when there is none or more than one. */
  readonly token: string | null;
}

/** A page request as Express parsed it (the page route). */
export const pageRequestOf = (request: Request): PageRequest => {
  const token = request.query['token'];
  return { path: request.path, url: request.originalUrl, cookieHeader: request.headers.cookie ?? '', token: typeof token === 'string' ? token : null };
};

/** A page request as the HTTP server received it (the fast path ahead of Express), read as Express reads it. */
export const rawPageRequest = (request: IncomingMessage): PageRequest => {
  const url = request.url ?? '/';
  const at = url.indexOf('?');
  const tokens = at < 0 ? [] : new URLSearchParams(url.slice(at + 1)).getAll('token');
  return { path: at < 0 ? url : url.slice(0, at), url, cookieHeader: request.headers.cookie ?? '', token: tokens.length === 1 ? (tokens[0] ?? null) : null };
};

/**
 * The query a page is kept and rendered under: what its page shows for the parameters it reads, in
 * one spelling, sorted by name (domain/rendering/page-query.ts); '' or `?…`. Everything else
 * (`gclid`, `utm_*`, `fbclid`: every ad click) stays in the address bar and out of the key, so it
 * costs no render and pushes no page out.
 */
export const keptSearch = (request: PageRequest): string => {
  const at = request.url.indexOf('?');
  if (at < 0) return '';
  const pathAfterLanguage = request.path.split('/').filter((segment) => segment !== '').slice(1).join('/');
  return pageQueryKey(pathAfterLanguage, request.url.slice(at));
};

/** The URL of a page as it is kept: the path without trailing slashes, with its kept query (`keptSearch`). */
export const keptUrl = (request: PageRequest): string => `${request.path.replace(/\/+$/, '') || '/'}${keptSearch(request)}`;

/**
 * What a page answer is kept under: its URL (`keptUrl`, or the one given) after the variant of
 * the visitor it was rendered for (with or without the cookie banner), so each variant is kept
 * apart. The rendered page cache and the fast path both key by this.
 */
export const pageKey = (request: PageRequest, url: string = keptUrl(request), visitor: VisitorState = visitorStateOf(request.cookieHeader, request.path)): string =>
  `${visitorVariant(visitor)} ${url}`;

/** The visitor a page request is rendered for, and whether with their own data (their cart or order: never kept, never shared). */
export interface PageVisitor {
  readonly state: VisitorState;
  readonly personal: boolean;
}

export const pageVisitor = (request: PageRequest): PageVisitor => {
  const state = visitorStateOf(request.cookieHeader, request.path);
  return { state, personal: rendersVisitorData(request.path, state, request.token) };
};

const firstSegment = (path: string): string => path.split('/').find((segment) => segment !== '') ?? '';

/**
 * The kept answer of a storefront page for a GET or HEAD (`serveAheadOfApp` passes no other;
 * one per URL and visitor variant, `pageKey`), sent when there is one: the bytes and headers of the page's first answer, its ETag (304 on a match),
 * gzip and brotli made once, HEAD without a body. True when it was sent. Only language-prefixed
 * URLs (an unprefixed one is answered by the visitor's Accept-Language), never a page rendered
 * with the visitor's own data (`pageVisitor`), and only answers the rendered page cache keeps at
 * the current catalogue and content versions (api/storefront/web-pages.ts); a URL that a managed
 * redirect rule now matches goes the whole way, so a new rule takes effect as soon as the
 * redirect middleware would apply it.
 */
export const keptPageAnswer =
  (keptPage: (key: string) => Promise<KeptAnswer | undefined>, redirectFor: (url: string) => Promise<RedirectMatch | null>) =>
  async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const page = rawPageRequest(request);
    if (!isLanguage(firstSegment(page.path))) return false;
    // The cookies are read once: whether the page is the visitor's own, and which variant is kept for them.
    const visitor = pageVisitor(page);
    if (visitor.personal) return false;
    const answer = await keptPage(pageKey(page, keptUrl(page), visitor.state));
    if (answer === undefined || (await redirectFor(page.url)) !== null) return false;
    sendKept(request, response, answer);
    return true;
  };

export type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Puts the shop's own first steps ahead of the app on its HTTP server: `onRequest` sees every
 * request (the request log), and a GET or HEAD that `answer` answers never enters Express (its
 * router, body parsers and middleware, a third of a kept page's cost). Anything else, and
 * anything it does not answer or fails to, goes to the app as before.
 */
export const serveAheadOfApp = (
  server: Server,
  { onRequest, answer }: { readonly onRequest: RequestListener; readonly answer: ((request: IncomingMessage, response: ServerResponse) => Promise<boolean>) | null },
): void => {
  const app = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const passOn: RequestListener = (request, response) => {
    for (const listener of app) listener.call(server, request, response);
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    onRequest(request, response);
    if (answer === null || (request.method !== 'GET' && request.method !== 'HEAD')) return passOn(request, response);
    answer(request, response)
      .then(
        (answered) => {
          if (!answered) passOn(request, response);
        },
        () => passOn(request, response),
      )
      // The app failing to take the request over must not end the process (an unhandled rejection would).
      .catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
  });
};
