import type { DataSource } from 'typeorm';
import { describePersonalData } from '../../application/privacy/describe-personal-data.use-case.js';
import { erasePersonalData } from '../../application/privacy/erase-personal-data.use-case.js';
import { exportPersonalData } from '../../application/privacy/export-personal-data.use-case.js';
import { sweepPersonalData } from '../../application/privacy/sweep-personal-data.use-case.js';
import type { FileStorage } from '../../application/files/file-storage.port.js';
import type { RetentionPeriods } from '../../domain/privacy/retention.js';
import { pdfkitInvoiceRenderer } from '../pdf/pdfkit-invoice-renderer.js';
import { SqlInvoiceArchive } from '../persistence/invoices/sql-invoice-archive.js';
import { SqlPersonalDataStore } from '../persistence/privacy/sql-personal-data-store.js';
import type { DailyJob } from '../scheduling/daily-scheduler.js';
import { yazlArchiveWriter } from '../zip/yazl-archive-writer.js';

/** A person's data on request and the retention sweep (docs/privacy.md): the admin's Privacy screen and `privacy …` commands. */
export interface PrivacyUseCases {
  readonly describe: ReturnType<typeof describePersonalData>;
  readonly export: ReturnType<typeof exportPersonalData>;
  readonly erase: ReturnType<typeof erasePersonalData>;
  /** Deletes what is due at `now`; `by` is the actor the audit trail names (`system` for the daily run). */
  readonly sweep: ReturnType<typeof sweepPersonalData>;
  /** The sweep as the daily scheduler runs it (`privacy-sweep`, adapters/composition/shop.ts). */
  readonly dailyJob: DailyJob;
  readonly periods: RetentionPeriods;
}

/** The actor the audit trail names for the daily sweep. */
export const DAILY_SWEEP_ACTOR = 'system:privacy-sweep';

/** The sweep runs from 03:00 in Brussels, a quiet hour. */
export const PRIVACY_SWEEP_HOUR = 3;

/** The retention sweep as a job of the shop's daily scheduler (adapters/scheduling/): once a Belgian day, one instance at a time. */
const dailySweepJob = (sweep: PrivacyUseCases['sweep']): DailyJob => ({
  name: 'privacy-sweep',
  hour: PRIVACY_SWEEP_HOUR,
  run: async () => {
    const report = await sweep(new Date(), DAILY_SWEEP_ACTOR);
    return { counts: report.counts, failedFileKeys: report.failedFileKeys };
  },
});

export const buildPrivacyUseCases = (deps: { readonly dataSource: DataSource; readonly files: FileStorage; readonly periods: RetentionPeriods }): PrivacyUseCases => {
  const store = new SqlPersonalDataStore(deps.dataSource);
  const sweep = sweepPersonalData({ store, files: deps.files, periods: deps.periods });
  return {
    describe: describePersonalData({ store }),
    export: exportPersonalData({
      store,
      files: deps.files,
      invoices: new SqlInvoiceArchive(deps.dataSource),
      renderer: pdfkitInvoiceRenderer,
      archive: yazlArchiveWriter,
      now: () => new Date(),
    }),
    erase: erasePersonalData({ store, files: deps.files }),
    sweep,
    dailyJob: dailySweepJob(sweep),
    periods: deps.periods,
  };
};
