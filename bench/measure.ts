import autocannon from 'autocannon';

export interface Measurement {
  readonly label: string;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
  readonly non2xx: number;
  /** Answers counted per status class, e.g. "2xx 100, 3xx 0". */
  readonly statuses: string;
}

/** One request as a write benchmark shapes it (a fresh cart, a forwarded client address). */
export interface BenchRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

const CONNECTIONS = 50;

type Result = autocannon.Result;

const toMeasurement = (label: string, result: Result): Measurement => ({
  label,
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  errors: result.errors,
  non2xx: result.non2xx,
  statuses: (['1xx', '2xx', '3xx', '4xx', '5xx'] as const)
    .map((group) => [group, result[group]] as const)
    .filter(([, count]) => count > 0)
    .map(([group, count]) => `${group} ${count}`)
    .join(', '),
});

/** autocannon with 50 connections against one URL (or several, round robin). */
export const measure = async (label: string, urls: readonly string[], seconds = 8): Promise<Measurement> => {
  const first = urls[0];
  if (first === undefined) throw new Error('measure needs a URL');
  const { origin } = new URL(first);
  const requests = urls.map((url) => ({ method: 'GET' as const, path: new URL(url).pathname + new URL(url).search }));
  // Warm up (JIT, caches, the catalogue just grown) for 3 s before the measured run.
  await autocannon({ url: origin, connections: CONNECTIONS, duration: 3, requests });
  return toMeasurement(label, await autocannon({ url: origin, connections: CONNECTIONS, duration: seconds, requests }));
};

export interface DynamicRun {
  /** Requests in the warm-up (taken from `next` like the measured ones). */
  readonly warmUpAmount: number;
  /** Requests measured; a write benchmark prepares exactly this many carts. */
  readonly amount: number;
}

/** autocannon with 50 connections where every request is built by `next` (writes: each needs its own cart). */
export const measureEach = async (label: string, origin: string, next: () => BenchRequest, run: DynamicRun): Promise<Measurement> => {
  const requests = [
    {
      setupRequest: (request: autocannon.Request): autocannon.Request => {
        const shaped = next();
        return { ...request, method: shaped.method, path: shaped.path, headers: { ...shaped.headers }, ...(shaped.body === undefined ? {} : { body: shaped.body }) };
      },
    },
  ];
  await autocannon({ url: origin, connections: CONNECTIONS, amount: run.warmUpAmount, requests });
  return toMeasurement(label, await autocannon({ url: origin, connections: CONNECTIONS, amount: run.amount, requests }));
};
