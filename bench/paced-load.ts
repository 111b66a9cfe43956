import { Agent, request as httpRequest } from 'node:http';
import type { BenchRequest, LoadResult, StatusClass } from './load-job.js';
import { dueAtMs, dueCount, summariseLatencies } from './paced-schedule.js';

export interface PacedRun {
  readonly origin: string;
  /** The most sockets open at once (kept alive); a request due while all are busy waits for one, and that wait counts. */
  readonly connections: number;
  readonly ratePerSecond: number;
  readonly count: number;
  /** The request to send as number `index` of this run. */
  readonly requestAt: (index: number) => BenchRequest;
}

/** A request unanswered this long counts as an error (autocannon's default timeout). */
const TIMEOUT_MS = 10_000;

const statusClassOf = (status: number): StatusClass | null =>
  status >= 100 && status < 600 ? (`${Math.floor(status / 100)}xx` as StatusClass) : null;

/**
 * Sends `count` requests at a fixed rate, evenly spaced (request i is due at
 * start + i × 1000 / rate), whether or not earlier ones were answered: an open
 * loop, as independent visitors arrive. Each latency runs from the request's
 * due time to the end of its answer, so time spent waiting for a free socket
 * in this generator counts too (no coordinated omission).
 */
export const runPaced = async (run: PacedRun): Promise<LoadResult> => {
  const { hostname, port } = new URL(run.origin);
  const agent = new Agent({ keepAlive: true, maxSockets: run.connections });
  const latencies: number[] = [];
  const statusClasses: Record<StatusClass, number> = { '1xx': 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  let errors = 0;
  let finished = 0;
  let lastAnswerAt = 0;
  const startedAt = performance.now();

  return new Promise<LoadResult>((resolve) => {
    const settle = (): void => {
      finished += 1;
      if (finished < run.count) return;
      agent.destroy();
      const seconds = (lastAnswerAt - startedAt) / 1000;
      const { p50Ms, p99Ms } = latencies.length === 0 ? { p50Ms: 0, p99Ms: 0 } : summariseLatencies(latencies);
      resolve({
        requestsPerSecond: seconds > 0 ? latencies.length / seconds : 0,
        answers: latencies.length,
        p50Ms,
        p99Ms,
        errors,
        non2xx: latencies.length - statusClasses['2xx'],
        statusClasses,
      });
    };
    const send = (index: number): void => {
      const dueAt = startedAt + dueAtMs(index, run.ratePerSecond);
      const shaped = run.requestAt(index);
      const headers: Record<string, string | number> = { ...shaped.headers };
      if (shaped.body !== undefined) headers['content-length'] = Buffer.byteLength(shaped.body);
      // Each request is counted once: as answered at the end of its body, or as an error (no answer, cut off, timed out).
      let counted = false;
      const count = (record: () => void): void => {
        if (counted) return;
        counted = true;
        record();
        settle();
      };
      const failed = (): void => count(() => (errors += 1));
      const outgoing = httpRequest({ host: hostname, port, method: shaped.method, path: shaped.path, headers, agent, timeout: TIMEOUT_MS }, (answer) => {
        answer.resume();
        answer.on('end', () =>
          count(() => {
            lastAnswerAt = performance.now();
            latencies.push(lastAnswerAt - dueAt);
            const group = statusClassOf(answer.statusCode ?? 0);
            if (group !== null) statusClasses[group] += 1;
          }),
        );
        answer.on('close', failed);
      });
      outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
      outgoing.on('error', failed);
      outgoing.end(shaped.body);
    };
    let next = 0;
    const tick = (): void => {
      const due = dueCount(next, run.count, performance.now() - startedAt, run.ratePerSecond);
      for (let sent = 0; sent < due; sent += 1) send(next + sent);
      next += due;
      if (next < run.count) setTimeout(tick, Math.max(0, startedAt + dueAtMs(next, run.ratePerSecond) - performance.now()));
    };
    if (run.count === 0) resolve({ requestsPerSecond: 0, answers: 0, p50Ms: 0, p99Ms: 0, errors: 0, non2xx: 0, statusClasses });
    else tick();
  });
};
