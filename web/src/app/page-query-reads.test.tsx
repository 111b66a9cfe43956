// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageQueryParams } from '../../../domain/rendering/page-query.js';
import { renderPage } from '../entry-server.js';
import { productSummaryJson } from '../shared/product-listing/testing/product-summary-json.js';
import { routes } from './router.js';

/** Rendered in the browser only (api/storefront/storefront-routes.ts): the server's answer for them is the same for any query. */
const BROWSER_ONLY = /(^|\/)(admin|redirect-manager|auth)(\/|$)/;

/** Every page of the route table that the server renders, with a sample path (parameters filled in). */
const serverRenderedPages = (): string[] => {
  const language = routes.find((route) => 'path' in route && route.path === '/:lang');
  const children = language !== undefined && 'children' in language ? (language.children ?? []) : [];
  return children
    .map((route) => ('index' in route ? '' : route.path))
    .filter((path) => path !== '*' && !BROWSER_ONLY.test(path))
    .map((path) => path.replace(/:[a-zA-Z]+/g, 'sample-7f0c'));
};

/** The names code asked any URLSearchParams for while `work` ran (get, getAll, has; '*' when it read them all). */
const namesReadDuring = async (work: () => Promise<unknown>): Promise<Set<string>> => {
  const read = new Set<string>();
  const prototype = URLSearchParams.prototype;
  const { get, getAll, has, entries, forEach, keys, values } = prototype;
  const iterate = prototype[Symbol.iterator];
  prototype.get = function (this: URLSearchParams, name: string) {
    read.add(name);
    return get.call(this, name);
  };
  prototype.getAll = function (this: URLSearchParams, name: string) {
    read.add(name);
    return getAll.call(this, name);
  };
  prototype.has = function (this: URLSearchParams, name: string, value?: string) {
    read.add(name);
    return value === undefined ? has.call(this, name) : has.call(this, name, value);
  };
  const readingAll =
    <A extends unknown[], R>(method: (this: URLSearchParams, ...args: A) => R) =>
    function (this: URLSearchParams, ...args: A): R {
      if (this.size > 0) read.add('*');
      return method.apply(this, args);
    };
  prototype.entries = readingAll(entries);
  prototype.forEach = readingAll(forEach);
  prototype.keys = readingAll(keys);
  prototype.values = readingAll(values);
  prototype[Symbol.iterator] = readingAll(iterate);
  try {
    await work();
  } finally {
    Object.assign(prototype, { get, getAll, has, entries, forEach, keys, values, [Symbol.iterator]: iterate });
  }
  return read;
};

/**
 * The server keys a kept page and renders it with the parameters domain/rendering/page-query.ts names for it,
 * and nothing else of the query: a page that read another parameter would be kept wrong for it (and hydrate
 * with a different state). Each page is rendered as the server renders it (the render bundle's renderPage), every
 * URLSearchParams read recorded; the listing gets a product, other data answers 404 (the page's not-found state).
 */
describe('the query parameters each server-rendered page reads', () => {
  beforeAll(() => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/products') return Response.json({ items: [productSummaryJson('1')], total: 1, page: 1, pageSize: 50 });
      return Response.json({ statusCode: 404, message: 'Not found' }, { status: 404 });
    });
  });
  afterAll(() => vi.unstubAllGlobals());

  it('takes the public pages from the route table', () => {
    expect(serverRenderedPages()).toEqual(expect.arrayContaining(['', 'container', 'container/sample-7f0c', 'rent', 'faq', 'order-confirmation/sample-7f0c', 'pages/sample-7f0c']));
  });

  it.each(serverRenderedPages())('/nl/%s reads exactly the parameters its kept answer is keyed on', async (path) => {
    const read = await namesReadDuring(() => renderPage(`/nl/${path}?gclid=probe`, 'nl', 'http://127.0.0.1:9', { consentDecided: true, cartId: null }, false));
    expect([...read].sort()).toEqual([...pageQueryParams(path)].sort());
  });
});
