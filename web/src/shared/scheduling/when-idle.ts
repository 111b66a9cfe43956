/** Where requestIdleCallback is missing (Safari), this long after the call instead. */
const NO_IDLE_CALLBACK_DELAY_MS = 300;

/**
 * Runs `work` in a task of its own once the browser is idle, at the latest after `timeoutMs`:
 * for work nobody waits for, kept out of the tasks that take the page over. Returns a cancel.
 */
export const whenIdle = (work: () => void, timeoutMs = 2000): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, NO_IDLE_CALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
};
