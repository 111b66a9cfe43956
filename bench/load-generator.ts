import autocannon from 'autocannon';
import type { LoadJob, LoadResult, LoadRun } from './load-job.js';

/**
 * The load generator of `npm run bench`, run as a child process of its own so
 * that parsing thousands of answers a second does not share the event loop of
 * the server it measures. Reads one job as JSON on stdin, writes the result as
 * JSON on stdout.
 */
const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const runOf = (run: LoadRun): { duration: number } | { amount: number } =>
  'seconds' in run ? { duration: run.seconds } : { amount: run.amount };

/** Requests in 'each' order are handed out one by one over both runs: every write needs a cart of its own. */
const requestsOf = (job: LoadJob): autocannon.Request[] => {
  if (job.order === 'cycle') return job.requests.map((request) => ({ ...request, headers: { ...request.headers } }));
  let sent = 0;
  return [
    {
      setupRequest: (request: autocannon.Request): autocannon.Request => {
        const shaped = job.requests[sent % job.requests.length];
        sent += 1;
        if (shaped === undefined) throw new Error('the load job has no requests');
        return { ...request, method: shaped.method, path: shaped.path, headers: { ...shaped.headers }, ...(shaped.body === undefined ? {} : { body: shaped.body }) };
      },
    },
  ];
};

/**
 * Answers per second over the time the run really took. autocannon's average is
 * over its one-second samples, and a run of a fixed number of requests ends
 * with a partial sample and up to a second of idle waiting for the next tick,
 * which both pull the average down; a timed run is measured the same way.
 */
const runTimed = async (options: autocannon.Options): Promise<{ result: autocannon.Result; requestsPerSecond: number }> => {
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished)));
    instance.on('response', () => {
      lastAnswerAt = performance.now();
    });
  });
  const seconds = (lastAnswerAt - startedAt) / 1000;
  return { result, requestsPerSecond: seconds > 0 ? result.requests.total / seconds : 0 };
};

const main = async (): Promise<void> => {
  const job = JSON.parse(await readStdin()) as LoadJob;
  const requests = requestsOf(job);
  const options = { url: job.origin, connections: job.connections, requests };
  await autocannon({ ...options, ...runOf(job.warmUp) });
  const rate = job.ratePerSecond === undefined ? {} : { overallRate: job.ratePerSecond };
  const { result, requestsPerSecond } = await runTimed({ ...options, ...runOf(job.run), ...rate });
  const answer: LoadResult = {
    requestsPerSecond,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    statusClasses: { '1xx': result['1xx'], '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
  };
  process.stdout.write(JSON.stringify(answer));
};

main().catch((error: unknown) => {
  process.stderr.write(`load generator: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
