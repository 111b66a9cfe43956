import autocannon from 'autocannon';
import { RUN_STARTED, type BenchRequest, type LoadJob, type LoadResult, type LoadRun } from './load-job.js';
import { runPaced } from './paced-load.js';

/**
 * The load generator of `npm run bench`, run as a child process of its own so
 * that parsing thousands of answers a second does not share the event loop of
 * the server it measures. Reads one job as JSON on stdin, writes the result as
 * JSON on stdout. The warm-up and a run as fast as answers come go through
 * autocannon; a run at a fixed rate through the paced generator (paced-load.ts):
 * autocannon's `overallRate` releases each second's requests in a burst at its
 * one-second tick, which measures the burst rather than the rate.
 */
const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const runOf = (run: LoadRun): { duration: number } | { amount: number } =>
  'seconds' in run ? { duration: run.seconds } : { amount: run.amount };

/** Where 'each' order has got to: every request is handed out once, over the warm-up and the run (every write needs a cart of its own). autocannon asks exactly `amount` requests of a run of that amount. */
interface Cursor {
  sent: number;
}

const takeNext = (job: LoadJob, cursor: Cursor): BenchRequest => {
  const shaped = job.requests[cursor.sent % job.requests.length];
  cursor.sent += 1;
  if (shaped === undefined) throw new Error('the load job has no requests');
  return shaped;
};

const requestsOf = (job: LoadJob, cursor: Cursor): autocannon.Request[] => {
  if (job.order === 'cycle') return job.requests.map((request) => ({ ...request, headers: { ...request.headers } }));
  return [
    {
      setupRequest: (request: autocannon.Request): autocannon.Request => {
        const shaped = takeNext(job, cursor);
        return { ...request, method: shaped.method, path: shaped.path, headers: { ...shaped.headers }, ...(shaped.body === undefined ? {} : { body: shaped.body }) };
      },
    },
  ];
};

/** The measured run at a fixed rate: `amount` requests, or as many as the rate sends in `seconds`. */
const runAtRate = (job: LoadJob, ratePerSecond: number, cursor: Cursor): Promise<LoadResult> =>
  runPaced({
    origin: job.origin,
    connections: job.connections,
    ratePerSecond,
    count: 'seconds' in job.run ? Math.round(job.run.seconds * ratePerSecond) : job.run.amount,
    // In 'cycle' order the cursor goes round the list; in 'each' order it goes on after the warm-up's requests.
    requestAt: () => takeNext(job, cursor),
  });

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
  const cursor: Cursor = { sent: 0 };
  const options = { url: job.origin, connections: job.connections, requests: requestsOf(job, cursor) };
  await autocannon({ ...options, ...runOf(job.warmUp) });
  // The parent reads the server's CPU time from here on (measure.ts): the warm-up's is not the run's.
  process.send?.(RUN_STARTED);
  if (job.ratePerSecond !== undefined) {
    process.stdout.write(JSON.stringify(await runAtRate(job, job.ratePerSecond, cursor)));
    return;
  }
  const { result, requestsPerSecond } = await runTimed({ ...options, ...runOf(job.run) });
  const answer: LoadResult = {
    requestsPerSecond,
    answers: result.requests.total,
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
