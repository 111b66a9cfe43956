import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import type { AcceptedOfferJson } from './customer-offer.js';

/**
 * Where the browser may be sent to pay for the accepted offer: the simulated page on this site (a
 * path) or the payment provider over https (the checkout's rule). Anything else is refused.
 */
export const isUsablePaymentUrl = (url: string | null | undefined): url is string => {
  if (url === null || url === undefined || url.trim() === '') return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};

/** Leaves the shop for the payment page (Stripe's, or the simulated one offline). */
export const goToPaymentPage = (url: string): void => window.location.assign(url);

/** The order confirmation of the accepted offer, opened with the order's access token (as after a checkout). */
export const acceptedOrderAddress = (lang: Language, accepted: Pick<AcceptedOfferJson, 'orderId' | 'accessToken'>): string =>
  `${paths.orderConfirmation(lang, accepted.orderId)}?token=${encodeURIComponent(accepted.accessToken)}`;
