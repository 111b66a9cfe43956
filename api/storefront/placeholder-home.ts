import type { NextFunction, Request, Response } from 'express';

const PAGE = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Container shop</title><meta name="description" content="Nieuwe en gebruikte zeecontainers kopen, huren en leasen.">
</head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>Container shop</h1>
<p>The storefront is on its way. The REST API is live: <a href="/api/docs">API documentation</a> ·
<a href="/api/products?lang=nl">products (nl)</a> · <a href="/api/health">health</a></p>
</body></html>`;

/** `/` until the web storefront is served by the same server. */
export const placeholderHome = (request: Request, response: Response, next: NextFunction): void => {
  if (request.method === 'GET' && request.path === '/') {
    response.type('html').send(PAGE);
    return;
  }
  next();
};
