import { expect } from '@jest/globals';
import request from 'supertest';
import type { TestApp } from '../../support/test-app.js';
import { rowCounts } from './row-counts.js';

let clientNumber = 0;

/** A forwarded address of its own per request (the server trusts loopback proxies), so the per-address rate limits never answer for the fuzzer. */
const nextClientAddress = (): string => {
  clientNumber += 1;
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
};

export type Method = 'GET' | 'POST' | 'PATCH';

export interface FuzzAnswer {
  readonly status: number;
  readonly body: unknown;
}

const shortened = (value: unknown): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
};

/** Any string as one URL path segment (a lone surrogate cannot be sent as UTF-8, so it becomes U+FFFD as a browser would send it). */
export const pathSegment = (value: string): string => encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/** Sends one request and answers its status and body. */
export const send = async (testApp: TestApp, method: Method, path: string, body?: unknown, headers: Readonly<Record<string, string>> = {}): Promise<FuzzAnswer> => {
  let call = request(testApp.server)[method === 'GET' ? 'get' : method === 'POST' ? 'post' : 'patch'](path).set('X-Forwarded-For', nextClientAddress()).set(headers);
  if (body !== undefined) call = call.set('Content-Type', 'application/json').send(typeof body === 'string' ? body : JSON.stringify(body));
  const response = await call;
  return { status: response.status, body: response.body };
};

/**
 * The two promises of the fuzzing: never a 5xx, and a refused request (4xx)
 * leaves every table as it was.
 */
export const expectHandled = async (
  testApp: TestApp,
  method: Method,
  path: string,
  body?: unknown,
  headers: Readonly<Record<string, string>> = {},
): Promise<FuzzAnswer> => {
  const before = await rowCounts(testApp.shop.database.dataSource);
  const answer = await send(testApp, method, path, body, headers);
  const sent = `${method} ${shortened(path)} with ${shortened(body)}`;
  if (answer.status >= 500) throw new Error(`${sent} answered ${answer.status}: ${shortened(answer.body)}`);
  if (answer.status >= 400) {
    const after = await rowCounts(testApp.shop.database.dataSource);
    if (after !== before) throw new Error(`${sent} answered ${answer.status} but changed rows:\nbefore ${before}\nafter  ${after}`);
    // 431 (headers or URL too large) is answered by Node's HTTP parser before the app sees the request.
    if (answer.status !== 431) expect(answer.body).toMatchObject({ statusCode: answer.status, message: expect.any(String) });
  }
  return answer;
};

/** Default runs per property: enough to find the usual 500s, short enough for `npm test`. Raise with FUZZ_RUNS. */
export const FUZZ_RUNS = Number(process.env['FUZZ_RUNS'] ?? 25);
