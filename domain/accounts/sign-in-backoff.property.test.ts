import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { FIRST_LOCK_MS, FREE_FAILURES, LONGEST_LOCK_MS, lockAfterFailures } from './sign-in-backoff.js';

describe('per-account sign-in backoff', () => {
  it('lets the first failures through, then locks for 1, 2, 4 … minutes, never more than an hour', () => {
    expect([1, 2, 3, 4].map(lockAfterFailures)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 50].map((failures) => lockAfterFailures(failures) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it('never shortens the lock as failures go on, and stays within its bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (failures) => {
        const lock = lockAfterFailures(failures);
        expect(lockAfterFailures(failures + 1)).toBeGreaterThanOrEqual(lock);
        if (failures <= FREE_FAILURES) expect(lock).toBe(0);
        else expect(lock).toBeGreaterThanOrEqual(FIRST_LOCK_MS);
        expect(lock).toBeLessThanOrEqual(LONGEST_LOCK_MS);
      }),
    );
  });
});
