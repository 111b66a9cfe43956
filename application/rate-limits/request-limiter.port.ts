/** Counts requests per route and client over one-minute windows; shared by every instance on one PostgreSQL. */
export interface RequestLimiter {
  /** Counts one request; `allowed` is false once `perMinute` is passed in the current window. */
  consume(route: string, client: string, perMinute: number): Promise<{ readonly allowed: boolean; readonly retryAfterSeconds: number }>;
}
