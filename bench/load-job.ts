/** One request as a benchmark shapes it (a fresh cart, a forwarded client address). */
export interface BenchRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A run lasts a number of seconds, or a number of requests. */
export type LoadRun = { readonly seconds: number } | { readonly amount: number };

/** What `measure.ts` asks of the load generator process. */
export interface LoadJob {
  readonly origin: string;
  readonly connections: number;
  readonly warmUp: LoadRun;
  readonly run: LoadRun;
  readonly requests: readonly BenchRequest[];
  /** 'cycle': every connection goes round the list; 'each': every request is sent once, in order, over warm-up and run. */
  readonly order: 'cycle' | 'each';
  /** Requests per second over all connections in the measured run (a fixed offered rate); absent: as fast as answers come. */
  readonly ratePerSecond?: number;
}

export type StatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx';

/** What the load generator answers. */
export interface LoadResult {
  readonly requestsPerSecond: number;
  /** Answers received in the measured run (the warm-up's not counted). */
  readonly answers: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
  readonly non2xx: number;
  readonly statusClasses: Readonly<Record<StatusClass, number>>;
}

/** The load generator's message to its parent when the warm-up is over and the measured run starts. */
export const RUN_STARTED = 'run-started';
