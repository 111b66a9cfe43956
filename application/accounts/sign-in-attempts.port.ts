/** Failed sign-ins per account (by its normalised address, known or not), shared by every instance. */
export interface SignInAttempts {
  /** Until when sign-in for this address is locked; null when it is not. */
  lockedUntil(email: string, now: Date): Promise<Date | null>;
  /** Counts one more failure in a row and applies the backoff; whether this failure started a lock. */
  recordFailure(email: string, now: Date): Promise<{ readonly lockedUntil: Date | null; readonly startedLock: boolean }>;
  /** A successful sign-in or a password reset starts the count again. */
  clear(email: string): Promise<void>;
}
