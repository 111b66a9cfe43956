/**
 * Per-account protection against slow password guessing from many addresses
 * (OWASP ASVS 2.2.1): the first failures in a row are free, then each one locks
 * the account's sign-in for a growing time, 1 minute doubling up to an hour.
 * While locked, sign-in answers exactly as for a wrong password.
 */
export const FREE_FAILURES = 4;
export const FIRST_LOCK_MS = 60_000;
export const LONGEST_LOCK_MS = 60 * 60_000;
/** Failures older than this are forgotten (the count starts again). */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/** How long sign-in stays locked after the `failures`-th failure in a row; 0 when it does not lock. */
export const lockAfterFailures = (failures: number): number => {
  if (!Number.isInteger(failures) || failures <= FREE_FAILURES) return 0;
  const doublings = failures - FREE_FAILURES - 1;
  return doublings >= 6 ? LONGEST_LOCK_MS : Math.min(FIRST_LOCK_MS * 2 ** doublings, LONGEST_LOCK_MS);
};
