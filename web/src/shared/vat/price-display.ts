import { useSyncExternalStore } from 'react';
import { isPriceDisplay, type PriceDisplay } from '../../../../domain/vat/display-prices.js';

/** The visitor's choice of prices incl. or excl. VAT, remembered in localStorage. */
export const PRICE_DISPLAY_KEY = 'price-display';
const PRICE_DISPLAY_EVENT = 'price-display-change';
/** Private visitors see prices incl. VAT until they say otherwise. */
export const DEFAULT_PRICE_DISPLAY: PriceDisplay = 'incl';

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export const getPriceDisplay = (): PriceDisplay => {
  try {
    const stored = storage()?.getItem(PRICE_DISPLAY_KEY);
    return isPriceDisplay(stored) ? stored : DEFAULT_PRICE_DISPLAY;
  } catch {
    return DEFAULT_PRICE_DISPLAY;
  }
};

export const setPriceDisplay = (display: PriceDisplay): void => {
  try {
    storage()?.setItem(PRICE_DISPLAY_KEY, display);
  } catch {
    // Storage full or blocked: the choice holds for this page only.
  }
  window.dispatchEvent(new Event(PRICE_DISPLAY_EVENT));
};

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener(PRICE_DISPLAY_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(PRICE_DISPLAY_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
};

/** The current choice; every component using it follows a change at once (and other tabs on their next event). */
export const usePriceDisplay = (): PriceDisplay => useSyncExternalStore(subscribe, getPriceDisplay, () => DEFAULT_PRICE_DISPLAY);
