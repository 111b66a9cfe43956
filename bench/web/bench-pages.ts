/** Every public storefront page `npm run bench:web` measures, by the name `BENCH_WEB_PAGES` takes. */
export const BENCH_PAGE_NAMES = [
  'home',
  'listing',
  'product',
  'rent',
  'leasing',
  'cooled',
  'modifications',
  'blog',
  'blog-post',
  'landing',
  'faq',
  'contact',
  'policy',
  'cart',
  'checkout',
  'confirmation',
  'not-found',
] as const;

export type BenchPageName = (typeof BENCH_PAGE_NAMES)[number];

const isPageName = (name: string): name is BenchPageName => (BENCH_PAGE_NAMES as readonly string[]).includes(name);

/** The pages a comma-separated list names (all of them when it is empty or unset), in the bench's order. */
export const selectPages = (list: string | undefined): BenchPageName[] => {
  const wanted = (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (wanted.length === 0) return [...BENCH_PAGE_NAMES];
  const unknown = wanted.filter((name) => !isPageName(name));
  if (unknown.length > 0) throw new Error(`BENCH_WEB_PAGES: unknown page ${unknown.join(', ')}; the pages are ${BENCH_PAGE_NAMES.join(', ')}`);
  return BENCH_PAGE_NAMES.filter((name) => wanted.includes(name));
};

/** A whole number ≥ 1 from the environment, or the default when unset. */
export const runCount = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`${name} must be a whole number ≥ 1, not ${value}`);
  return count;
};

/** A slowdown factor from 1 to `max` from the environment variable `name`, or the default when unset. */
const slowdownFrom = (name: string, value: string | undefined, fallback: number, max: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const slowdown = Number(value);
  if (!Number.isFinite(slowdown) || slowdown < 1 || slowdown > max) throw new Error(`${name} must be a number from 1 to ${max}, not ${value}`);
  return slowdown;
};

/** Lighthouse's own mobile CPU slowdown; the figures of record are taken with it. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown of the throttled runs: a larger one stands in for a slower machine than this one
 * (a machine with half the benchmarkIndex is about twice as slow), to see the margin of the targets.
 */
export const cpuSlowdown = (value: string | undefined): number => slowdownFrom('BENCH_WEB_CPU_SLOWDOWN', value, DEFAULT_CPU_SLOWDOWN, 20);

/**
 * The host's CPU slowdown under the throttled runs (DevTools throttling of the measured tab, below
 * Lighthouse's simulated slowdown): stands in for a slower machine as such a machine is, where
 * time-sliced work (React's 5 ms slices) stays short and only whole tasks grow. 1: the machine as it is.
 * Lighthouse's benchmarkIndex reads the slowed host, so the figures say which machine they stand for.
 */
export const hostSlowdown = (value: string | undefined): number => slowdownFrom('BENCH_WEB_HOST_SLOWDOWN', value, 1, 10);
