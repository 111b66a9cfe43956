import { leastRecentlyUsed } from '../http/least-recently-used.js';

/** A page answer of the storefront: a page (its bytes, made once) or a redirect. */
export type PageAnswer =
  | { readonly kind: 'page'; readonly status: number; readonly body: Buffer }
  | { readonly kind: 'redirect'; readonly status: 301 | 302; readonly location: string };

/** An answer and whether it may be kept (a page rendered with all its data); a fallback or an incomplete render is not. */
export interface MadeAnswer {
  readonly answer: PageAnswer;
  readonly keep: boolean;
}

/** The answer for a URL and whether it is the kept one (then it is sent again as it is until a version moves). */
export interface CachedAnswer {
  readonly answer: PageAnswer;
  readonly kept: boolean;
}

interface VersionSource {
  current(): Promise<string>;
}

/** At most this many answers are kept (each URL's, per visitor variant), whatever their size. */
export const MAX_KEPT_PAGES = 2_000;

/** The bounds of the kept answers: how many, and how many bytes of pages (PAGE_CACHE_MAX_BYTES). */
export interface PageCacheBounds {
  readonly maxAnswers?: number;
  readonly maxBytes: number;
}

/** Told of each page answer asked of the cache: a kept one found (hit) or none, so it is made now (miss). GET /metrics counts them. */
export interface PageCacheCounts {
  hit(): void;
  miss(): void;
}

const UNCOUNTED: PageCacheCounts = { hit: () => undefined, miss: () => undefined };

/** What an answer weighs in the budget: a page's bytes (the compressed copies made to send it are not counted), a redirect's address. */
const bytesOf = (answer: PageAnswer): number => (answer.kind === 'page' ? answer.body.length : answer.location.length);

/**
 * The storefront's page answers per URL, as the catalogue response cache keeps API answers:
 * a page depends only on its URL and the data it shows, so an answer is kept until the
 * catalogue or the content version moves (then all go at once). Past `maxAnswers` answers or
 * `maxBytes` bytes the least recently used answers go, one at a time: a spray of URLs pushes out
 * only cold pages, never the popular ones with it (and the URL a page is kept under holds only the
 * query parameters it reads, api/storefront/kept-page-answers.ts). Concurrent first requests of a URL
 * wait for one render (single flight); failures and answers not meant to be kept are never kept.
 */
export const renderedPageCache = (versions: readonly VersionSource[], bounds: PageCacheBounds, counts: PageCacheCounts = UNCOUNTED) => {
  let version: string | null = null;
  const answers = leastRecentlyUsed<PageAnswer>({ maxEntries: bounds.maxAnswers ?? MAX_KEPT_PAGES, maxBytes: bounds.maxBytes }, bytesOf);
  const underWay = new Map<string, Promise<MadeAnswer>>();

  /** The versions now; every kept answer goes when they moved. */
  const currentVersion = async (): Promise<string> => {
    const current = (await Promise.all(versions.map((source) => source.current()))).join(':');
    if (current !== version) {
      answers.clear();
      version = current;
    }
    return current;
  };

  return {
    /** How many answers and bytes are kept now. */
    usage: () => answers.usage(),

    /** The answer kept for `url` at the current versions, if there is one (the fast path asks only this). */
    kept: async (url: string): Promise<PageAnswer | undefined> => {
      await currentVersion();
      const kept = answers.get(url);
      // Only a kept answer counts here: without one the request goes on to `answer`, which counts the miss.
      if (kept !== undefined) counts.hit();
      return kept;
    },

    /** The kept answer for `url`, or one made now (and kept when it may be). */
    answer: async (url: string, make: () => Promise<MadeAnswer>): Promise<CachedAnswer> => {
      const current = await currentVersion();
      const kept = answers.get(url);
      if (kept !== undefined) {
        counts.hit();
        return { answer: kept, kept: true };
      }
      counts.miss();
      const flightKey = `${current} ${url}`;
      let flight = underWay.get(flightKey);
      if (flight === undefined) {
        flight = make().finally(() => underWay.delete(flightKey));
        underWay.set(flightKey, flight);
      }
      const made = await flight;
      if (!made.keep || version !== current) return { answer: made.answer, kept: false };
      return { answer: made.answer, kept: answers.set(url, made.answer) };
    },
  };
};

export type RenderedPageCache = ReturnType<typeof renderedPageCache>;
