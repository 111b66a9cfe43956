import { belgianDay, belgianDayStart } from '../../domain/shared/belgian-day.js';
import type { JobLock } from './job-lock.js';
import type { JobRuns } from './job-runs.js';

const HOUR_MS = 3_600_000;
/** How often the scheduler looks whether a job is due. */
export const DAILY_CHECK_MS = 60_000;
/** After a failed run, how long before the job is tried again the same day. */
const RETRY_AFTER_MS = 15 * 60_000;

/**
 * A job run once per Belgian calendar day, from an hour of the Brussels day on. Its run must be
 * idempotent for a day: a crash midway, or a second instance after the first, repeats it harmlessly.
 */
export interface DailyJob {
  readonly name: string;
  /** Hours after Brussels midnight from which it runs (0–23). */
  readonly hour: number;
  run(day: string): Promise<object>;
}

export interface DailySchedulerDeps {
  readonly jobs: readonly DailyJob[];
  readonly lock: JobLock;
  readonly runs: JobRuns;
  readonly clock?: () => Date;
  readonly logger: { info(details: object, message: string): void; error(details: object, message: string): void };
}

export interface DailyScheduler {
  /** Looks once: runs every job that is due and not run today (tests call it with a clock). */
  tick(): Promise<void>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

/** Hours since Brussels midnight at an instant (23 or 25 on the days the clocks change). */
export const hoursIntoBelgianDay = (instant: Date): number => Math.floor((instant.getTime() - belgianDayStart(belgianDay(instant)).getTime()) / HOUR_MS);

/**
 * The shop's small scheduler of daily jobs (the rentals' billing and reminders; offer reminders or a
 * privacy sweep register the same way). Each job runs under a lock named for it (one instance at a
 * time on a shared PostgreSQL server) and is recorded as run for the day once it finished, so other
 * instances, and this one after a restart, skip it until the next day. A failed run is tried again
 * after a quarter of an hour.
 */
export const dailyScheduler = (deps: DailySchedulerDeps): DailyScheduler => {
  const clock = deps.clock ?? (() => new Date());
  const doneDay = new Map<string, string>();
  const retryAt = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> = Promise.resolve();
  let stopped = false;
  let started = false;

  const runJob = async (job: DailyJob, now: Date): Promise<void> => {
    const day = belgianDay(now);
    if (doneDay.get(job.name) === day || hoursIntoBelgianDay(now) < job.hour || (retryAt.get(job.name) ?? 0) > now.getTime()) return;
    try {
      const outcome = await deps.lock.withLock(job.name, async () => {
        if ((await deps.runs.lastDay(job.name)) === day) return 'done-elsewhere' as const;
        await deps.runs.started(job.name, clock());
        const report = await job.run(day);
        await deps.runs.finished(job.name, day, clock(), report);
        deps.logger.info({ job: job.name, day, report }, 'daily job ran');
        return 'ran' as const;
      });
      // Locked by another instance: it runs the job; look again at the next tick.
      if (outcome.acquired) doneDay.set(job.name, day);
    } catch (error) {
      retryAt.set(job.name, now.getTime() + RETRY_AFTER_MS);
      deps.logger.error({ job: job.name, day, err: error }, 'daily job failed: tried again later');
    }
  };

  const tick = async (): Promise<void> => {
    for (const job of deps.jobs) await runJob(job, clock());
  };

  const schedule = (intervalMs: number): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = tick().finally(() => schedule(intervalMs));
    }, intervalMs);
    timer.unref();
  };

  return {
    tick,
    start: (intervalMs = DAILY_CHECK_MS) => {
      if (started || stopped) return;
      started = true;
      // A first look soon after start: a restart after the hour runs what was not run yet today.
      inFlight = tick().finally(() => schedule(intervalMs));
    },
    stop: async () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      await inFlight;
    },
  };
};
