import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { connectTestDatabase } from '../../test/support/test-database.js';
import { dailyScheduler, hoursIntoBelgianDay, type DailyJob } from './daily-scheduler.js';
import { jobLockFor, processJobLock } from './job-lock.js';
import { sqlJobRuns, type JobRuns } from './job-runs.js';

const silent = { info: () => undefined, error: () => undefined };

/** Job runs in memory, as scheduled_job_runs keeps them. */
const memoryRuns = (): JobRuns & { days: Map<string, string> } => {
  const days = new Map<string, string>();
  return { days, lastDay: async (name) => days.get(name) ?? null, started: async () => undefined, finished: async (name, day) => void days.set(name, day) };
};

const countingJob = (hour: number): DailyJob & { days: string[] } => {
  const days: string[] = [];
  return { name: 'rentals', hour, days, run: async (day) => (days.push(day), { day }) };
};

describe('the daily scheduler', () => {
  it('runs a job once per Belgian day from its hour on, however often it looks (Brussels hours, also on the day the clocks change)', async () => {
    let now = new Date('2026-03-28T04:00:00Z'); // 05:00 in Brussels
    const job = countingJob(6);
    const scheduler = dailyScheduler({ jobs: [job], lock: processJobLock(), runs: memoryRuns(), clock: () => now, logger: silent });
    await scheduler.tick();
    expect(job.days).toEqual([]);
    now = new Date('2026-03-28T05:00:00Z'); // 06:00
    await scheduler.tick();
    await scheduler.tick();
    now = new Date('2026-03-28T22:59:00Z'); // 23:59
    await scheduler.tick();
    expect(job.days).toEqual(['2026-03-28']);
    now = new Date('2026-03-29T04:00:00Z'); // the clocks went forward at 02:00: 06:00 in Brussels, six hours into the day
    expect(hoursIntoBelgianDay(now)).toBe(5);
    await scheduler.tick();
    now = new Date('2026-03-29T05:00:00Z');
    await scheduler.tick();
    expect(job.days).toEqual(['2026-03-28', '2026-03-29']);
  });

  it('skips a day another instance ran already, and tries a failed run again later the same day', async () => {
    let now = new Date('2026-06-01T10:00:00Z');
    const runs = memoryRuns();
    runs.days.set('rentals', '2026-06-01');
    const done = countingJob(0);
    await dailyScheduler({ jobs: [done], lock: processJobLock(), runs, clock: () => now, logger: silent }).tick();
    expect(done.days).toEqual([]);

    let attempts = 0;
    const flaky: DailyJob = { name: 'rentals', hour: 0, run: async (day) => ((attempts += 1) === 1 ? Promise.reject(new Error('database down')) : { day }) };
    const runs2 = memoryRuns();
    const scheduler = dailyScheduler({ jobs: [flaky], lock: processJobLock(), runs: runs2, clock: () => now, logger: silent });
    await scheduler.tick();
    now = new Date('2026-06-01T10:05:00Z');
    await scheduler.tick();
    expect([attempts, runs2.days.get('rentals')]).toEqual([1, undefined]);
    now = new Date('2026-06-01T10:20:00Z');
    await scheduler.tick();
    await scheduler.tick();
    expect([attempts, runs2.days.get('rentals')]).toEqual([2, '2026-06-01']);
  });

  it('lets one run of a job at a time in a process', async () => {
    const lock = processJobLock();
    let release: () => void = () => undefined;
    const first = lock.withLock('rentals', () => new Promise<string>((resolve) => (release = () => resolve('first'))));
    expect(await lock.withLock('rentals', async () => 'second')).toEqual({ acquired: false });
    expect(await lock.withLock('offers', async () => 'other job')).toEqual({ acquired: true, value: 'other job' });
    release();
    expect(await first).toEqual({ acquired: true, value: 'first' });
    expect(await lock.withLock('rentals', async () => 'again')).toEqual({ acquired: true, value: 'again' });
  });
});

/** On a PostgreSQL server (DATABASE_URL) the advisory lock keeps a second instance out; the embedded database has one session, where it cannot. */
describe('the advisory job lock and the job runs record', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await connectTestDatabase();
  });
  afterAll(async () => dataSource?.destroy());

  it('records the last day a job ran to the end, never going back', async () => {
    const runs = sqlJobRuns(dataSource);
    await dataSource.query(`DELETE FROM scheduled_job_runs WHERE name = 'test-job'`);
    expect(await runs.lastDay('test-job')).toBeNull();
    await runs.started('test-job', new Date('2026-06-02T06:00:00Z'));
    expect(await runs.lastDay('test-job')).toBeNull();
    await runs.finished('test-job', '2026-06-02', new Date('2026-06-02T06:01:00Z'), { invoiced: 3 });
    await runs.finished('test-job', '2026-06-01', new Date('2026-06-02T06:02:00Z'), { invoiced: 0 });
    expect(await runs.lastDay('test-job')).toBe('2026-06-02');
  });

  it("lets one instance at a time run a job on a PostgreSQL server; on the embedded database (one session) the lock is the process's own", async () => {
    const kind = process.env['DATABASE_URL'] ? 'postgresql' : 'embedded';
    // A second instance: its own connections, its own process lock.
    const other = await connectTestDatabase();
    try {
      const mine = jobLockFor(dataSource, kind);
      const theirs = jobLockFor(other, kind);
      let release: () => void = () => undefined;
      const first = mine.withLock('rentals-test', () => new Promise<string>((resolve) => (release = () => resolve('first'))));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const second = await theirs.withLock('rentals-test', async () => 'second');
      expect(second).toEqual(kind === 'postgresql' ? { acquired: false } : { acquired: true, value: 'second' });
      expect(await mine.withLock('rentals-test', async () => 'same process')).toEqual({ acquired: false });
      release();
      expect(await first).toEqual({ acquired: true, value: 'first' });
      expect(await theirs.withLock('rentals-test', async () => 'again')).toEqual({ acquired: true, value: 'again' });
    } finally {
      await other.destroy();
    }
  });
});
