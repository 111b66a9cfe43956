/** A progress line on stderr, only when stderr is a terminal (never in pipes, logs or CI). */
export interface Progress {
  tick(done: number): void;
  finish(): void;
}

export const createProgress = (label: string, total: number | null): Progress => {
  if (!process.stderr.isTTY) return { tick: () => undefined, finish: () => undefined };
  let lastDrawn = 0;
  const draw = (done: number): void => {
    const now = Date.now();
    if (now - lastDrawn < 100) return;
    lastDrawn = now;
    const share = total === null || total === 0 ? '' : ` ${Math.floor((done / total) * 100)}%`;
    process.stderr.write(`\r${label}: ${done}${total === null ? '' : `/${total}`}${share}`);
  };
  return {
    tick: draw,
    finish: () => process.stderr.write('\r\x1b[K'),
  };
};
