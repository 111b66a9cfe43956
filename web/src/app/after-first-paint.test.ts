import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.js';

/** The frames asked for, painted when the test says so. */
let frames: FrameRequestCallback[] = [];
const paintFrame = (): void => {
  const due = frames;
  frames = [];
  due.forEach((callback) => callback(performance.now()));
};

describe('afterFirstPaint', () => {
  beforeEach(() => {
    frames = [];
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the work in the task after the next frame, not before and not in it', () => {
    const work = vi.fn();
    afterFirstPaint(work, 1000);
    vi.advanceTimersByTime(500);
    expect(work).not.toHaveBeenCalled();
    paintFrame();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work once after the fallback when no frame is painted (a tab in the background)', () => {
    const work = vi.fn();
    afterFirstPaint(work, 1000);
    vi.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });

  describe('where the browser reports paint timing', () => {
    /** The observers made, and a way to report paint entries to them. */
    let observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
    const reportPaint = (name: string): void => {
      for (const observer of observers.filter((one) => !one.disconnected)) {
        const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
        observer.callback(list, { disconnect: () => (observer.disconnected = true) } as unknown as PerformanceObserver);
      }
    };
    beforeEach(() => {
      observers = [];
      vi.stubGlobal(
        'PerformanceObserver',
        Object.assign(
          function (this: { observe: () => void }, callback: PerformanceObserverCallback) {
            observers.push({ callback, disconnected: false });
            this.observe = () => undefined;
          },
          { supportedEntryTypes: ['paint'] },
        ),
      );
    });

    it('runs the work in the task after the first contentful paint, not after a frame that painted nothing of the page', () => {
      const work = vi.fn();
      afterFirstPaint(work, 1000);
      paintFrame();
      vi.advanceTimersByTime(0);
      reportPaint('first-paint');
      vi.advanceTimersByTime(0);
      expect(work).not.toHaveBeenCalled();
      reportPaint('first-contentful-paint');
      expect(work).not.toHaveBeenCalled();
      vi.advanceTimersByTime(0);
      expect(work).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(2000);
      expect(work).toHaveBeenCalledTimes(1);
    });

    it('still runs the work after the fallback when no paint is reported', () => {
      const work = vi.fn();
      afterFirstPaint(work, 1000);
      vi.advanceTimersByTime(1000);
      expect(work).toHaveBeenCalledTimes(1);
    });
  });
});
