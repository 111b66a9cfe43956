import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import express from 'express';
import { catalogueResponseCache } from './catalogue-response-cache.js';

/** The cache ahead of a catalogue stand-in that counts the reads it answers. */
const catalogueUnderTest = async (maxAnswers?: number) => {
  let version = 'v1';
  const reads: string[] = [];
  const app = express()
    .use(catalogueResponseCache({ current: async () => version }, ['/api/products'], maxAnswers))
    .get('/api/products', (request, response) => {
      reads.push(request.url);
      response.json({ url: request.url, version });
    });
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (url: string): Promise<unknown> => (await fetch(base + url)).json();
  return { server, reads, get, moveVersion: (next: string) => (version = next) };
};

let open: Server | null = null;
afterEach(async () => {
  const server = open;
  open = null;
  if (server !== null) await new Promise((resolve) => server.close(resolve));
});

describe('the catalogue response cache', () => {
  it('keeps the popular answers through a spray of 2,000 new query strings, letting the least recently used go one at a time', async () => {
    const catalogue = await catalogueUnderTest();
    open = catalogue.server;
    await catalogue.get('/api/products?lang=nl');
    await catalogue.get('/api/products?lang=en');
    for (let index = 0; index < 2_000; index += 1) {
      await catalogue.get(`/api/products?lang=nl&x=${index}`);
      // The popular listing is asked for all along.
      if (index % 100 === 0) await catalogue.get('/api/products?lang=nl');
    }
    catalogue.reads.length = 0;
    expect(await catalogue.get('/api/products?lang=nl')).toEqual({ url: '/api/products?lang=nl', version: 'v1' });
    await catalogue.get('/api/products?lang=nl&x=1999');
    expect(catalogue.reads).toEqual([]);
    // The answers asked for least recently went: the English listing and the first of the spray.
    await catalogue.get('/api/products?lang=en');
    await catalogue.get('/api/products?lang=nl&x=0');
    expect(catalogue.reads).toEqual(['/api/products?lang=en', '/api/products?lang=nl&x=0']);
  }, 30_000);

  it('holds at most its bound, reading refreshing an answer, and drops every answer when the version moves', async () => {
    const catalogue = await catalogueUnderTest(3);
    open = catalogue.server;
    for (const url of ['/api/products?a=1', '/api/products?a=2', '/api/products?a=3', '/api/products?a=1', '/api/products?a=4']) await catalogue.get(url);
    expect(catalogue.reads).toEqual(['/api/products?a=1', '/api/products?a=2', '/api/products?a=3', '/api/products?a=4']);
    catalogue.reads.length = 0;
    for (const url of ['/api/products?a=1', '/api/products?a=3', '/api/products?a=4', '/api/products?a=2']) await catalogue.get(url);
    expect(catalogue.reads).toEqual(['/api/products?a=2']);
    catalogue.moveVersion('v2');
    expect(await catalogue.get('/api/products?a=2')).toEqual({ url: '/api/products?a=2', version: 'v2' });
  });
});
