export interface TimerRecord {
  /** Where each timer set since `recordTimers()` that is still scheduled was set (one stack each). */
  stillScheduled(): string[];
  stop(): void;
}

/** Node marks a timer `_destroyed` once it fired (a timeout) or was cleared; there is no public flag. */
const isScheduled = (timer: unknown): boolean =>
  typeof timer === 'object' && timer !== null && (timer as { readonly _destroyed?: boolean })._destroyed !== true;

/**
 * Records the timers set from now on through this file's setTimeout and setInterval (the ones the
 * shop and its libraries use), to show which of them outlive what set them. Not jest.spyOn: a mock
 * keeps every call's arguments, and so the callbacks and whatever they hold.
 */
export const recordTimers = (): TimerRecord => {
  const set: { readonly timer: unknown; readonly site: string }[] = [];
  const originalTimeout = globalThis.setTimeout;
  const originalInterval = globalThis.setInterval;
  const record = <T>(name: string, delay: unknown, timer: T): T => {
    // The stack as text now: an unread Error keeps its frames' receivers (a closed shop) alive.
    set.push({ timer, site: new Error(`${name} of ${String(delay ?? 0)} ms`).stack ?? name });
    return timer;
  };
  globalThis.setTimeout = Object.assign((...args: Parameters<typeof setTimeout>) => record('setTimeout', args[1], originalTimeout(...args)), originalTimeout);
  globalThis.setInterval = Object.assign((...args: Parameters<typeof setInterval>) => record('setInterval', args[1], originalInterval(...args)), originalInterval);
  return {
    stillScheduled: () => set.filter((entry) => isScheduled(entry.timer)).map((entry) => entry.site),
    stop: () => {
      globalThis.setTimeout = originalTimeout;
      globalThis.setInterval = originalInterval;
    },
  };
};
