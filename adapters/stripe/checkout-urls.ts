import type { Language } from '../../domain/shared/language.js';

/** Stripe replaces this placeholder in success_url with the session id. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** Where the payment page sends the browser back: the confirmation (by session id) or the cart-checkout page. */
export const checkoutUrls = (publicUrl: string, language: Language): { readonly successUrl: string; readonly cancelUrl: string } => ({
  successUrl: `${publicUrl}/${language}/order-confirmation/${SESSION_ID_PLACEHOLDER}`,
  cancelUrl: `${publicUrl}/${language}/cart-checkout`,
});
