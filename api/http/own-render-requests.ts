import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

/** The header the server's own page render sends with its API requests. */
export const OWN_RENDER_HEADER = 'x-shop-render';

/** Made once per process: only this process's render knows it, so no visitor can pass as the render. */
const OWN_RENDER_KEY = randomBytes(32).toString('base64url');

/** The headers the server's render adds to every API request it makes of its own shop. */
export const ownRenderHeaders = (): Readonly<Record<string, string>> => ({ [OWN_RENDER_HEADER]: OWN_RENDER_KEY });

/**
 * True when the request is the shop's own render asking its API (on loopback, with this process's
 * key): such a request is never counted against the server's address, because the visitor it
 * renders for was already counted on the page (api/http/token-page-limits.ts).
 */
export const isOwnRenderRequest = (request: Request): boolean => {
  const carried = request.headers[OWN_RENDER_HEADER];
  if (typeof carried !== 'string' || carried.length !== OWN_RENDER_KEY.length) return false;
  return isLoopback(request.socket.remoteAddress ?? '') && timingSafeEqual(Buffer.from(carried), Buffer.from(OWN_RENDER_KEY));
};

const isLoopback = (address: string): boolean => address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
