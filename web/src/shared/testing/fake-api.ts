import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export interface FakeCall {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
}

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces fetch with `answer` (method + path → Response); unanswered calls get a 404.
 * Answers the list of calls made, for asserting what was sent.
 */
export const fakeApi = (answer: (call: FakeCall) => Response | undefined): FakeCall[] => {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    return answer(call) ?? jsonResponse({ statusCode: 404, message: 'Not found' }, 404);
  });
  return calls;
};

/** Sets or removes the server's `signed-in` hint cookie as the browser would hold it. */
export const setSignedInHint = (present: boolean): void => {
  document.cookie = present ? 'signed-in=1; path=/' : 'signed-in=; path=/; max-age=0';
};

/** The answer of /api/auth/me for a signed-in user with these roles. */
export const signedInUser = (roles: readonly string[] = ['admin']): Response => jsonResponse({ user: { id: 'u1', email: 'admin@example.com', roles } });

/** Every test of the file runs with the signed-in hint cookie; after each, the DOM, fetch and the cookie are reset. */
export const runSignedIn = (): void => {
  beforeEach(() => setSignedInHint(true));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setSignedInHint(false);
  });
};
