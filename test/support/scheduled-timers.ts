import { jest } from '@jest/globals';

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
 * shop and its libraries use), to show which of them outlive what set them.
 */
export const recordTimers = (): TimerRecord => {
  const set: { readonly timer: unknown; readonly site: Error }[] = [];
  const spies = (['setTimeout', 'setInterval'] as const).map((name) => {
    const original = globalThis[name];
    return jest.spyOn(globalThis, name).mockImplementation(((...args: Parameters<typeof setTimeout>) => {
      const timer = original(...args);
      set.push({ timer, site: new Error(`${name} of ${String(args[1] ?? 0)} ms`) });
      return timer;
    }) as typeof setTimeout);
  });
  return {
    stillScheduled: () => set.filter((entry) => isScheduled(entry.timer)).map((entry) => entry.site.stack ?? entry.site.message),
    stop: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
};
