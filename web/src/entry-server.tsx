import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Language } from '../../domain/shared/language.js';
import { AppProviders } from './app/app-providers.js';
import { createQueryClient } from './app/query-client.js';
import { queryStateJson } from '../../domain/rendering/query-state.js';
import { AppRoutes } from './app/router.js';
import { serverTranslators } from './shared/i18n.js';
import { setApiOrigin } from './shared/remote/http.js';
import { isMissingAnswer, missingAnswerJson } from './shared/remote/missing-answer.js';
import type { Translator } from './shared/translation/index.js';
import type { VisitorState } from '../../domain/rendering/visitor-state.js';

/** A page rendered on the server: its HTML (what goes in `#root`) and the data it was rendered with, as JSON for the query-state block. */
export interface RenderedPage {
  readonly html: string;
  readonly queryState: string;
  /** False when an ask for the page's data failed (other than a 404, rendered as not found): the page shows it loading, and the answer is not kept. */
  readonly complete: boolean;
  /** The visitor's cart id is unknown to the shop: the page was rendered without it (the empty cart), and the cookie is to be dropped. */
  readonly cartForgotten: boolean;
}

/**
 * The queries a server render may answer for every visitor alike: catalogue, content, landing
 * pages, not-found suggestions.
 */
const SHARED_QUERY_ROOTS: ReadonlySet<string> = new Set(['products', 'product', 'faq', 'blog', 'content', 'landing-page', 'landing-pages', 'not-found']);
/** A product page needs its product, then the related products: at most this many renders. */
const MAX_PASSES = 4;

const isShared = (query: Query): boolean => typeof query.queryKey[0] === 'string' && SHARED_QUERY_ROOTS.has(query.queryKey[0]);

/**
 * The cart the page is rendered with: the cart page's and the checkout's (`['cart', id, lang]`) and the header's count of
 * it (`['cart', id]`), so the browser asks for none of them again on arrival. Not the checkout's business pricing (longer keys).
 */
const isRenderedCart = (query: Query, visitor: VisitorState): boolean =>
  visitor.cartId !== null && query.queryKey.length <= 3 && query.queryKey[0] === 'cart' && query.queryKey[1] === visitor.cartId;
/** An order confirmation asked for with its token (`['order', id, token, lang]`). */
const isTokenOrder = (query: Query): boolean => query.queryKey[0] === 'order' && typeof query.queryKey[2] === 'string' && query.queryKey[2] !== '';
/** A customer's offer asked for with its link's token (`['offer', token, lang]`). */
const isTokenOffer = (query: Query): boolean => query.queryKey[0] === 'offer' && typeof query.queryKey[1] === 'string' && query.queryKey[1] !== '';
/** A customer's rental asked for with its link's token (`['rental', token, lang]`). */
const isTokenRental = (query: Query): boolean => query.queryKey[0] === 'rental' && typeof query.queryKey[1] === 'string' && query.queryKey[1] !== '';

/**
 * The queries this render may answer: the shared ones, and on a page rendered with the visitor's
 * data (web-pages decides: the cart and checkout with a cart cookie, a confirmation with its
 * token, an offer or rental page) that visitor's cart, order, offer or rental, the header's count of it included. Other per-visitor data (session,
 * the count on any other page, transport quotes) is never asked for on the server: it renders loading and the browser asks.
 */
const answerable =
  (visitor: VisitorState, withVisitorData: boolean) =>
  (query: Query): boolean =>
    isShared(query) || (withVisitorData && (isRenderedCart(query, visitor) || isTokenOrder(query) || isTokenOffer(query) || isTokenRental(query)));

let translators: Promise<ReadonlyMap<Language, Translator>> | null = null;

const translatorFor = async (language: Language): Promise<Translator> => {
  translators ??= serverTranslators();
  const translator = (await translators).get(language);
  if (translator === undefined) throw new Error(`No texts for ${language}`);
  return translator;
};

const textOf = async (stream: AsyncIterable<string | Buffer>): Promise<string> => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(typeof part === 'string' ? Buffer.from(part) : part);
  return Buffer.concat(parts).toString('utf8');
};

const renderOnce = async (url: string, translator: Translator, queryClient: QueryClient, visitor: VisitorState): Promise<string> => {
  // No progressive chunks: every Suspense boundary goes out in place, since outlined ones need inline scripts the CSP refuses.
  const { prelude } = await prerenderToNodeStream(
    <AppProviders translator={translator} queryClient={queryClient} visitor={visitor}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return textOf(prelude);
};

/** The queries the last render asked for that this render may answer and that have no answer yet. */
const unanswered = (queryClient: QueryClient, mayAnswer: (query: Query) => boolean): Query[] =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => mayAnswer(query) && query.state.status === 'pending' && query.state.fetchStatus === 'idle' && query.options.queryFn !== undefined);

/**
 * Renders the page at `url` (path and query) in `language` for a visitor in state `visitor`
 * (their cookies, read by the server), with their cart or order when `withVisitorData`: renders,
 * asks the shop's own API
 * (at `apiOrigin`, on loopback) for the shared data the page asked for, and renders again
 * until nothing more is asked (the pages keep their own react-query hooks). Failed asks stay
 * unanswered: the page shows what it shows without them, and the browser asks again.
 */
export const renderPage = async (
  url: string,
  language: Language,
  apiOrigin: string,
  visitor: VisitorState,
  withVisitorData = false,
  apiHeaders: Readonly<Record<string, string>> = {},
): Promise<RenderedPage> => {
  setApiOrigin(apiOrigin, apiHeaders);
  const mayAnswer = answerable(visitor, withVisitorData);
  let renderedFor = visitor;
  let cartForgotten = false;
  const translator = await translatorFor(language);
  const queryClient = createQueryClient();
  // Asked once; a failed ask stays failed for the next pass (a missing thing is rendered as missing, not as loading again).
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false } });
  const tried = new Set<string>();
  let complete = true;
  let html = await renderOnce(url, translator, queryClient, renderedFor);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const asked = unanswered(queryClient, mayAnswer).filter((query) => !tried.has(query.queryHash));
    if (asked.length === 0) break;
    for (const query of asked) tried.add(query.queryHash);
    // A failed ask is forgotten: the page renders it as loading, as the browser will at hydration before asking again.
    await Promise.all(
      asked.map((query) =>
        query.fetch().catch((error: unknown) => {
          const missing = isMissingAnswer(error);
          const cart = isRenderedCart(query, renderedFor);
          // A product, post or order the shop does not have: the page renders its own not-found state, and is hydrated in it.
          if (missing && !cart) return;
          queryClient.getQueryCache().remove(query);
          // A cart the shop does not know: rendered as no cart (the empty cart, as the browser shows it after forgetting the id).
          if (missing) cartForgotten = true;
          else complete = false;
        }),
      ),
    );
    if (cartForgotten) renderedFor = { ...renderedFor, cartId: null };
    html = await renderOnce(url, translator, queryClient, renderedFor);
  }
  // Still asking after the last pass: the page shows that part loading, so it is not kept.
  if (unanswered(queryClient, mayAnswer).some((query) => !tried.has(query.queryHash))) complete = false;
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => mayAnswer(query) && (query.state.status === 'success' || isMissingAnswer(query.state.error)),
  });
  // Nothing of a missing answer's error but its 404 leaves the server.
  for (const query of state.queries) if (query.state.status === 'error') query.state.error = missingAnswerJson() as unknown as Error;
  queryClient.clear();
  return { html, queryState: queryStateJson(state), complete, cartForgotten };
};
