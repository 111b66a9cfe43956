import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liftWhenIdle } from './offscreen-rendering-queue.js';

describe('liftWhenIdle', () => {
  let idle: (() => void)[] = [];
  let frames: (() => void)[] = [];
  /** Lets the browser be idle once (and render its next frame after that). */
  const idleMoment = (): void => {
    idle.shift()?.();
    frames.shift()?.();
  };
  beforeEach(() => {
    idle = [];
    frames = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  });
  afterEach(() => {
    // Leaves the queue empty for the next test.
    for (let moment = 0; moment < 10; moment++) idleMoment();
    vi.unstubAllGlobals();
  });

  it('lifts nothing at once, then one part per idle moment, in order, with a frame between', () => {
    const lifted: string[] = [];
    for (const part of ['first', 'second', 'third']) liftWhenIdle(() => lifted.push(part));
    expect(lifted).toEqual([]);
    idle.shift()?.();
    expect(lifted).toEqual(['first']);
    // The next lift waits for the frame that renders the first.
    expect(idle).toHaveLength(0);
    frames.shift()?.();
    idle.shift()?.();
    expect(lifted).toEqual(['first', 'second']);
    idleMoment();
    idleMoment();
    expect(lifted).toEqual(['first', 'second', 'third']);
  });

  it('drops a part cancelled before its turn, and starts again for parts queued later', () => {
    const lifted: string[] = [];
    const cancel = liftWhenIdle(() => lifted.push('gone'));
    liftWhenIdle(() => lifted.push('kept'));
    cancel();
    idleMoment();
    idleMoment();
    expect(lifted).toEqual(['kept']);
    liftWhenIdle(() => lifted.push('later'));
    idleMoment();
    expect(lifted).toEqual(['kept', 'later']);
  });
});
