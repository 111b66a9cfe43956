import { retentionCutoffs, type RetentionPeriods } from '../../domain/privacy/retention.js';
import type { FileStorage } from '../files/file-storage.port.js';
import type { PersonalDataStore, SweepCounts } from './personal-data-store.port.js';

export interface SweepReport {
  readonly at: Date;
  readonly counts: SweepCounts;
  readonly failedFileKeys: readonly string[];
}

/**
 * The daily privacy sweep (`privacy sweep`, and once a day in the server): deletes what is past its
 * retention period at `now` (domain/privacy/retention.ts, docs/privacy.md), then the files of the
 * contact messages it deleted.
 */
export const sweepPersonalData =
  (deps: { readonly store: PersonalDataStore; readonly files: FileStorage; readonly periods: RetentionPeriods }) =>
  async (now: Date, by: string): Promise<SweepReport> => {
    const outcome = await deps.store.sweep(retentionCutoffs(now, deps.periods), by);
    const results = await Promise.allSettled(outcome.fileKeys.map((key) => deps.files.delete(key)));
    return { at: now, counts: outcome.counts, failedFileKeys: outcome.fileKeys.filter((_key, index) => results[index]?.status === 'rejected') };
  };
