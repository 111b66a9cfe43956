import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { describePersonalData } from '../../application/privacy/describe-personal-data.use-case.js';
import { erasePersonalData } from '../../application/privacy/erase-personal-data.use-case.js';
import { exportPersonalData } from '../../application/privacy/export-personal-data.use-case.js';
import { sweepPersonalData, type SweepReport } from '../../application/privacy/sweep-personal-data.use-case.js';
import type { FileStorage } from '../../application/files/file-storage.port.js';
import type { RetentionPeriods } from '../../domain/privacy/retention.js';
import { pdfkitInvoiceRenderer } from '../pdf/pdfkit-invoice-renderer.js';
import { SqlInvoiceArchive } from '../persistence/invoices/sql-invoice-archive.js';
import { SqlPersonalDataStore } from '../persistence/privacy/sql-personal-data-store.js';
import { yazlArchiveWriter } from '../zip/yazl-archive-writer.js';

/** A person's data on request and the retention sweep (docs/privacy.md): the admin's Privacy screen and `privacy …` commands. */
export interface PrivacyUseCases {
  readonly describe: ReturnType<typeof describePersonalData>;
  readonly export: ReturnType<typeof exportPersonalData>;
  readonly erase: ReturnType<typeof erasePersonalData>;
  /** Deletes what is due at `now`; `by` is the actor the audit trail names (`system` for the daily run). */
  readonly sweep: ReturnType<typeof sweepPersonalData>;
  readonly periods: RetentionPeriods;
}

export const buildPrivacyUseCases = (deps: { readonly dataSource: DataSource; readonly files: FileStorage; readonly periods: RetentionPeriods }): PrivacyUseCases => {
  const store = new SqlPersonalDataStore(deps.dataSource);
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
    sweep: sweepPersonalData({ store, files: deps.files, periods: deps.periods }),
    periods: deps.periods,
  };
};

export const PRIVACY_SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The actor the audit trail names for the server's own daily sweep. */
export const DAILY_SWEEP_ACTOR = 'system:privacy-sweep';

const logReport = (logger: Pick<Logger, 'info' | 'warn'>, report: SweepReport): void => {
  if (Object.values(report.counts).some((count) => count > 0)) logger.info({ counts: report.counts }, 'privacy sweep deleted what was past its retention period');
  if (report.failedFileKeys.length > 0) logger.warn({ keys: report.failedFileKeys }, 'could not delete the files of swept contact messages');
};

/** Runs the privacy sweep at start and then once a day (api/main.ts, beside the outbox worker); returns the function that stops it. */
export const scheduleDailyPrivacySweep = (
  sweep: PrivacyUseCases['sweep'],
  logger: Pick<Logger, 'info' | 'warn' | 'error'>,
  intervalMs: number = PRIVACY_SWEEP_INTERVAL_MS,
): (() => void) => {
  const run = (): void => {
    sweep(new Date(), DAILY_SWEEP_ACTOR)
      .then((report) => logReport(logger, report))
      .catch((error: unknown) => logger.error({ err: error }, 'the privacy sweep failed'));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
