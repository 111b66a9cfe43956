import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { RUN_STARTED, type BenchRequest, type LoadJob, type LoadResult, type StatusClass } from './load-job.js';

export type { BenchRequest } from './load-job.js';

export interface Measurement {
  readonly label: string;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
  readonly non2xx: number;
  /** Answers counted per status class, e.g. "2xx 100, 3xx 0". */
  readonly statuses: string;
  /**
   * CPU time of this process (where the shop and the bare app run) per answer in the measured run, ms:
   * what an answer costs the server, whether or not the load generator could ask faster.
   */
  readonly serverCpuMsPerAnswer: number | null;
}

const CONNECTIONS = 50;
/** Warm-up (JIT, caches, the catalogue just grown) before every measured run. */
const WARM_UP_SECONDS = 3;
const LOAD_GENERATOR = fileURLToPath(new URL('./load-generator.js', import.meta.url));

interface LoadRunResult {
  readonly result: LoadResult;
  /** This process's CPU time (user + system) from the end of the warm-up to the end of the run, µs; null if the start was not told. */
  readonly serverCpuMicros: number | null;
}

const cpuMicros = (): number => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/** Runs autocannon in a process of its own: in the server's process it would share the event loop it measures. */
const runLoad = (job: LoadJob): Promise<LoadRunResult> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LOAD_GENERATOR], { stdio: ['pipe', 'pipe', 'inherit', 'ipc'] });
    const { stdin, stdout } = child;
    if (stdin === null || stdout === null) throw new Error('the load generator has no stdin or stdout');
    let runStartCpu: number | null = null;
    child.on('message', (message) => {
      if (message === RUN_STARTED) runStartCpu = cpuMicros();
    });
    let output = '';
    stdout.setEncoding('utf8');
    stdout.on('data', (chunk: string) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
      else resolve({ result: JSON.parse(output) as LoadResult, serverCpuMicros: runStartCpu === null ? null : cpuMicros() - runStartCpu });
    });
    stdin.end(JSON.stringify(job));
  });

const toMeasurement = (label: string, { result, serverCpuMicros }: LoadRunResult): Measurement => ({
  label,
  serverCpuMsPerAnswer: serverCpuMicros === null || result.answers === 0 ? null : serverCpuMicros / 1000 / result.answers,
  requestsPerSecond: Math.round(result.requestsPerSecond),
  p50Ms: result.p50Ms,
  p99Ms: result.p99Ms,
  errors: result.errors,
  non2xx: result.non2xx,
  statuses: (Object.entries(result.statusClasses) as [StatusClass, number][])
    .filter(([, count]) => count > 0)
    .map(([group, count]) => `${group} ${count}`)
    .join(', '),
});

/** autocannon with 50 connections against one URL (or several, round robin), each request with `headers` (none by default). */
export const measure = async (label: string, urls: readonly string[], seconds = 8, headers: Readonly<Record<string, string>> = {}): Promise<Measurement> => {
  const first = urls[0];
  if (first === undefined) throw new Error('measure needs a URL');
  const { origin } = new URL(first);
  const requests = urls.map((url): BenchRequest => ({ method: 'GET', path: new URL(url).pathname + new URL(url).search, headers }));
  return toMeasurement(label, await runLoad({ origin, connections: CONNECTIONS, warmUp: { seconds: WARM_UP_SECONDS }, run: { seconds }, requests, order: 'cycle' }));
};

export interface DynamicRun {
  /** Requests in the warm-up (taken from `next` like the measured ones). */
  readonly warmUpAmount: number;
  /** Requests measured; a write benchmark prepares exactly this many carts. */
  readonly amount: number;
  /** Sent at this many per second, evenly spaced by the paced generator (the latency at a given traffic), instead of as fast as the server answers through autocannon (its capacity). */
  readonly ratePerSecond?: number;
}

/** 50 connections where every request is built by `next` beforehand (writes: each needs its own cart); the warm-up always through autocannon. */
export const measureEach = async (label: string, origin: string, next: () => BenchRequest, run: DynamicRun): Promise<Measurement> => {
  const requests = Array.from({ length: run.warmUpAmount + run.amount }, next);
  const rate = run.ratePerSecond === undefined ? {} : { ratePerSecond: run.ratePerSecond };
  return toMeasurement(label, await runLoad({ origin, connections: CONNECTIONS, warmUp: { amount: run.warmUpAmount }, run: { amount: run.amount }, requests, order: 'each', ...rate }));
};
