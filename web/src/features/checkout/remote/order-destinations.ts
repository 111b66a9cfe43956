import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import type { PlacedOrder } from './place-order.js';

/** Leaves the shop for the payment page (Stripe's, or the simulated one offline). */
export const goToPaymentPage = (url: string): void => window.location.assign(url);

/** The confirmation of a just-placed order, opened with its access token. */
export const confirmationAddress = (lang: Language, placed: PlacedOrder): string =>
  `${paths.orderConfirmation(lang, placed.orderId)}?token=${encodeURIComponent(placed.accessToken)}`;
