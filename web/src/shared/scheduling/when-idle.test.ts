import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.js';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the work in an idle callback, with the deadline given, unless cancelled', () => {
    const idle = new Map<number, { callback: () => void; timeout: number | undefined }>();
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => idle.set(idle.size + 1, { callback, timeout: options?.timeout }).size);
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle));
    const work = vi.fn();
    whenIdle(work, 1500);
    expect(work).not.toHaveBeenCalled();
    expect([...idle.values()].map((entry) => entry.timeout)).toEqual([1500]);
    idle.get(1)?.callback();
    expect(work).toHaveBeenCalledTimes(1);
    const cancel = whenIdle(work);
    cancel();
    expect(idle.has(2)).toBe(false);
  });

  it('runs the work a moment later where the browser has no idle callback, unless cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    const cancel = whenIdle(work);
    cancel();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
