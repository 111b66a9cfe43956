import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import { acceptsEncoding, etagMatches } from './conditional-request.js';

/**
 * An answer kept as bytes with the headers it first went out with, sent again without the
 * middleware that made them (api/http/catalogue-response-cache.ts, api/storefront/kept-page-answers.ts).
 */
export interface KeptAnswer {
  readonly status: number;
  readonly etag: string;
  readonly body: Buffer;
  /** Every header of the first answer (security headers included) but its length, encoding and date. */
  readonly headers: OutgoingHttpHeaders;
  /** Whether a brotli variant is made as well (pages: compressed once, in the background). */
  readonly brotli: boolean;
  /** The gzip variant, made on the first request that accepts it; null for bodies too small to gain from it. */
  gzip: Buffer | null | undefined;
  /** The brotli variant: 'compressing' while the thread pool makes it (gzip goes out meanwhile); null when too small or failed. */
  br: Buffer | null | 'compressing' | undefined;
}

/** As the compression middleware: smaller bodies go out as they are. */
const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Set again on every answer, so not kept. */
const PER_ANSWER_HEADERS = ['content-length', 'content-encoding', 'date', 'transfer-encoding', 'connection', 'keep-alive'];

/** A strong validator of the bytes (the same for each content coding of them, as the compression middleware leaves Express's). */
export const strongEtag = (body: Buffer): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** The answer's own Vary (pages vary with Cookie) and Accept-Encoding: a kept answer goes out compressed or not. */
const varyWithEncoding = (vary: OutgoingHttpHeaders[string]): string => {
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? '')).split(',').map((name) => name.trim()).filter((name) => name !== '');
  return [...new Set([...names.filter((name) => name.toLowerCase() !== 'accept-encoding'), 'Accept-Encoding'])].join(', ');
};

/** The headers of an answer about to go out, to send again with its bytes; null when it sets a cookie (never kept). */
export const keptHeaders = (response: ServerResponse): OutgoingHttpHeaders | null => {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (name === 'set-cookie') return null;
    if (!PER_ANSWER_HEADERS.includes(name) && value !== undefined) headers[name] = value;
  }
  headers['vary'] = varyWithEncoding(headers['vary']);
  return headers;
};

/** An answer to keep: its ETag (given, or computed here once) goes with its headers. */
export const keptAnswer = (status: number, body: Buffer, headers: OutgoingHttpHeaders, options: { readonly etag?: string; readonly brotli?: boolean } = {}): KeptAnswer => {
  const etag = options.etag ?? strongEtag(body);
  return { status, body, etag, headers: { ...headers, etag }, brotli: options.brotli ?? false, gzip: undefined, br: undefined };
};

const gzipOf = (answer: KeptAnswer): Buffer | null => {
  if (answer.gzip === undefined) answer.gzip = answer.body.length < COMPRESSION_THRESHOLD_BYTES ? null : gzipSync(answer.body);
  return answer.gzip;
};

/**
 * Brotli at quality 10: 17–20 % smaller than gzip on the pages, about 0.6 ms a kilobyte (quality
 * 11 costs three times that for 1–2 % less). Made once, off the event loop; until then gzip goes out.
 */
const BROTLI_QUALITY = 10;

const brotliOf = (answer: KeptAnswer): Buffer | null => {
  if (answer.br === undefined) {
    if (answer.body.length < COMPRESSION_THRESHOLD_BYTES) answer.br = null;
    else {
      answer.br = 'compressing';
      const params = { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length };
      brotliCompress(answer.body, { params }, (error, compressed) => {
        answer.br = error === null ? compressed : null;
      });
    }
  }
  return Buffer.isBuffer(answer.br) ? answer.br : null;
};

/**
 * A kept answer in one `writeHead` and `end`: 304 when If-None-Match names it (a 200 only),
 * else its bytes, brotli or gzip for those who take them; HEAD gets the headers alone.
 */
export const sendKept = (request: IncomingMessage, response: ServerResponse, answer: KeptAnswer): void => {
  if (answer.status === 200 && etagMatches(request.headers['if-none-match'], answer.etag)) {
    const { 'content-type': _type, ...headers } = answer.headers;
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const acceptEncoding = request.headers['accept-encoding'];
  const br = answer.brotli && acceptsEncoding(acceptEncoding, 'br') ? brotliOf(answer) : null;
  const gzip = br === null && acceptsEncoding(acceptEncoding, 'gzip') ? gzipOf(answer) : null;
  const [body, encoding] = br !== null ? [br, 'br'] : gzip !== null ? [gzip, 'gzip'] : [answer.body, null];
  response.writeHead(answer.status, { ...answer.headers, 'content-length': body.length, ...(encoding === null ? {} : { 'content-encoding': encoding }) });
  response.end(request.method === 'HEAD' ? undefined : body);
};
