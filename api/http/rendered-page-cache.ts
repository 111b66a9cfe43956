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

const MAX_ANSWERS = 2_000;

/**
 * The storefront's page answers per URL, as the catalogue response cache keeps API answers:
 * a page depends only on its URL and the data it shows, so an answer is kept until the
 * catalogue or the content version moves (then all go at once). Past `maxAnswers` the least
 * recently used answer goes, one at a time: a spray of query-string variants pushes out only
 * cold pages, never the popular ones with it. Concurrent first requests of a URL wait for one
 * render (single flight); failures and answers not meant to be kept are never kept.
 */
export const renderedPageCache = (versions: readonly VersionSource[], maxAnswers = MAX_ANSWERS) => {
  let version: string | null = null;
  const answers = new Map<string, PageAnswer>();
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

  /** The answer kept for `url`, made the most recently used (a Map iterates in insertion order). */
  const keptFor = (url: string): PageAnswer | undefined => {
    const kept = answers.get(url);
    if (kept !== undefined) {
      answers.delete(url);
      answers.set(url, kept);
    }
    return kept;
  };

  return {
    /** The answer kept for `url` at the current versions, if there is one (the fast path asks only this). */
    kept: async (url: string): Promise<PageAnswer | undefined> => {
      await currentVersion();
      return keptFor(url);
    },

    /** The kept answer for `url`, or one made now (and kept when it may be). */
    answer: async (url: string, make: () => Promise<MadeAnswer>): Promise<CachedAnswer> => {
      const current = await currentVersion();
      const kept = keptFor(url);
      if (kept !== undefined) return { answer: kept, kept: true };
      const flightKey = `${current} ${url}`;
      let flight = underWay.get(flightKey);
      if (flight === undefined) {
        flight = make().finally(() => underWay.delete(flightKey));
        underWay.set(flightKey, flight);
      }
      const made = await flight;
      if (!made.keep || version !== current) return { answer: made.answer, kept: false };
      answers.set(url, made.answer);
      for (const oldest of answers.keys()) {
        if (answers.size <= maxAnswers) break;
        answers.delete(oldest);
      }
      return { answer: made.answer, kept: true };
    },
  };
};

export type RenderedPageCache = ReturnType<typeof renderedPageCache>;
