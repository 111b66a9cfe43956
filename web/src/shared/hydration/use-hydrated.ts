import { useSyncExternalStore } from 'react';

const neverChanges = (): (() => void) => () => undefined;

/**
 * False in the server's HTML and while React takes it over, true from the render after (and at once
 * on a page the browser renders itself): for controls that must not act before their scripts do.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
