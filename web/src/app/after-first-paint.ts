/** A tab opened in the background paints nothing: the app starts after this long anyway. */
const HIDDEN_TAB_FALLBACK_MS = 1000;

const paintTimingSupported = (): boolean =>
  typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');

/**
 * Runs `work` once the browser has painted the page's content (its first contentful paint,
 * or the task after the next frame where paint timing is not supported), so the server-rendered
 * page shows before any script competes with it for the network and the main thread; once,
 * whichever of the paint or the fallback comes first.
 */
export const afterFirstPaint = (work: () => void, fallbackMs = HIDDEN_TAB_FALLBACK_MS): void => {
  let done = false;
  const once = (): void => {
    if (done) return;
    done = true;
    work();
  };
  if (paintTimingSupported()) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(once, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  setTimeout(once, fallbackMs);
};
