import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './http.js';
import { isMissingAnswer, missingAnswerJson, missingQueryKeys, withMissingAnswersRevived } from './missing-answer.js';

const travelled = (value: unknown): DehydratedState => JSON.parse(JSON.stringify(value)) as DehydratedState;

const query = (queryKey: unknown[], state: Record<string, unknown>) => ({ queryKey, queryHash: JSON.stringify(queryKey), state: { dataUpdateCount: 0, dataUpdatedAt: 0, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, fetchStatus: 'idle', data: undefined, error: null, ...state } });

describe('a missing answer (404) sent with a rendered page', () => {
  const state = travelled({
    mutations: [],
    queries: [query(['product', 'gone', 'en'], { status: 'error', error: missingAnswerJson() }), query(['products', 'en'], { status: 'success', data: [1, 2] })],
  });

  it('becomes an ApiError 404 again after the JSON, so the page hydrates into its not-found state', () => {
    const [missing, found] = withMissingAnswersRevived(state).queries;
    expect(missing?.state.error).toBeInstanceOf(ApiError);
    expect(isMissingAnswer(missing?.state.error)).toBe(true);
    expect(found?.state).toEqual(state.queries[1]?.state);
  });

  it('names the queries the browser need not ask again', () => {
    expect(missingQueryKeys(state)).toEqual([['product', 'gone', 'en']]);
  });

  it('is told apart from other failures', () => {
    expect(isMissingAnswer(new ApiError(404, 'Not found'))).toBe(true);
    expect(isMissingAnswer(new ApiError(500, 'Server error'))).toBe(false);
    expect(isMissingAnswer({ status: 404 })).toBe(false);
  });
});
