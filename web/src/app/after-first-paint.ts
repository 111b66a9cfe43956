/** A tab opened in the background paints no frame: the app starts after this long anyway. */
const HIDDEN_TAB_FALLBACK_MS = 1000;

/**
 * Runs `work` once the browser has painted the page it has (the task after the next frame),
 * so the server-rendered page shows before any script competes with it for the network and
 * the main thread; once, whichever of the frame or the fallback comes first.
 */
export const afterFirstPaint = (work: () => void, fallbackMs = HIDDEN_TAB_FALLBACK_MS): void => {
  let done = false;
  const once = (): void => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, fallbackMs);
};
