import type { DataSource } from 'typeorm';

/** When each daily job last ran to the end (scheduled_job_runs): a job runs once per Belgian day. */
export interface JobRuns {
  lastDay(name: string): Promise<string | null>;
  started(name: string, at: Date): Promise<void>;
  finished(name: string, day: string, at: Date, outcome: object): Promise<void>;
}

export const sqlJobRuns = (dataSource: DataSource): JobRuns => ({
  lastDay: async (name) => {
    const [row]: { last_day: string }[] = await dataSource.query(`SELECT to_char(last_day, 'YYYY-MM-DD') AS last_day FROM scheduled_job_runs WHERE name = $1`, [name]);
    return row?.last_day ?? null;
  },
  started: async (name, at) => {
    await dataSource.query(
      `INSERT INTO scheduled_job_runs (name, last_day, started_at) VALUES ($1, NULL, $2)
       ON CONFLICT (name) DO UPDATE SET started_at = EXCLUDED.started_at`,
      [name, at.toISOString()],
    );
  },
  finished: async (name, day, at, outcome) => {
    await dataSource.query(
      `INSERT INTO scheduled_job_runs (name, last_day, started_at, finished_at, outcome) VALUES ($1, $2::date, $3, $3, $4)
       ON CONFLICT (name) DO UPDATE SET last_day = greatest(scheduled_job_runs.last_day, EXCLUDED.last_day), finished_at = EXCLUDED.finished_at, outcome = EXCLUDED.outcome`,
      [name, day, at.toISOString(), JSON.stringify(outcome)],
    );
  },
});
