/**
 * A backup or restore that cannot go on, with what to do about it. `refused`: the archive or
 * the target is not one this shop restores (or overwrites), nothing was written; `failed`: a
 * tool or the system failed (the CLI exits 1 and 3 for them).
 */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly outcome: 'refused' | 'failed',
  ) {
    super(message);
    this.name = 'BackupError';
  }
}
