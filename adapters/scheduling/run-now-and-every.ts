/** Runs `task` now and then every `intervalMs` without holding the process open; returns the function that stops it. */
export const runNowAndEvery = (intervalMs: number, task: () => void): (() => void) => {
  task();
  const timer = setInterval(task, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
