import { whenIdle } from '../scheduling/when-idle.js';

/** The lifts still waiting, first come first served. */
const waiting: (() => void)[] = [];
let draining = false;

const liftNext = (): void => {
  whenIdle(() => {
    const lift = waiting.shift();
    if (lift === undefined) {
      draining = false;
      return;
    }
    lift();
    // The next one after the frame that renders this one: each part's style and layout is a short task of its own.
    requestAnimationFrame(liftNext);
  });
};

/**
 * Queues `lift`, which makes a part that skipped its rendering while offscreen render like any
 * other: one part per idle moment of the browser. Returns a cancel (for a part unmounted first).
 */
export const liftWhenIdle = (lift: () => void): (() => void) => {
  waiting.push(lift);
  if (!draining) {
    draining = true;
    liftNext();
  }
  return () => {
    const index = waiting.indexOf(lift);
    if (index >= 0) waiting.splice(index, 1);
  };
};
