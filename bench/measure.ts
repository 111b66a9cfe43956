import autocannon from 'autocannon';

export interface Measurement {
  readonly label: string;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
  readonly non2xx: number;
}

/** autocannon with 50 connections against one URL (or several, round robin). */
export const measure = async (label: string, urls: readonly string[], seconds = 8): Promise<Measurement> => {
  const first = urls[0];
  if (first === undefined) throw new Error('measure needs a URL');
  const { origin } = new URL(first);
  const requests = urls.map((url) => ({ method: 'GET' as const, path: new URL(url).pathname + new URL(url).search }));
  // Warm up (JIT, caches, the catalogue just grown) for 3 s before the measured run.
  await autocannon({ url: origin, connections: 50, duration: 3, requests });
  const result = await autocannon({
    url: origin,
    connections: 50,
    duration: seconds,
    requests,
  });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
};
