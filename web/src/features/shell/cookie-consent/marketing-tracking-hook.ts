/**
 * THE hook point for an advertising tracking script. Nothing is loaded here on purpose:
 * the shop ships no third-party script. To add one, load it in `onGranted` (once; send
 * a page-load event instead when it is already loaded) and clear its queue in
 * `onDenied`. Both are called only after the visitor's choice (or a stored one).
 */
export const marketingTrackingHook = {
  onGranted: (): void => {},
  onDenied: (): void => {},
};
