import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from './http.js';

/** The shop answered 404: what was asked for (a product, a post, a landing page, an order) does not exist. */
export const isMissingAnswer = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

const MISSING_MESSAGE = 'Not found';

/** A 404 as it travels in the page's query state: only its status, which is all a page tells apart. */
export const missingAnswerJson = (): { readonly status: 404 } => ({ status: 404 });

const travelledAsMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/**
 * The server renders a page whose thing is missing in its not-found state and sends that answer
 * with it; here the 404s of the query state become ApiErrors again (JSON carries no classes), so
 * the page hydrates into the same not-found state it was rendered in.
 */
export const withMissingAnswersRevived = (state: DehydratedState): DehydratedState => ({
  ...state,
  queries: state.queries.map((query) =>
    query.state.status === 'error' && travelledAsMissing(query.state.error) ? { ...query, state: { ...query.state, error: new ApiError(404, MISSING_MESSAGE) } } : query,
  ),
});

/** The keys of the queries the server found missing: the browser need not ask for them again on arrival. */
export const missingQueryKeys = (state: DehydratedState): readonly (readonly unknown[])[] =>
  state.queries.filter((query) => query.state.status === 'error').map((query) => query.queryKey);
