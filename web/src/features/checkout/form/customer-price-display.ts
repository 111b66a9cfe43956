import type { PriceDisplay } from '../../../../../domain/vat/display-prices.js';
import type { CustomerKind } from '../../../../../domain/vat/vat-treatment.js';

/** A business reads prices excl. VAT once it says it is one, a private customer incl. VAT. */
export const priceDisplayOfCustomerKind = (kind: CustomerKind): PriceDisplay => (kind === 'business' ? 'excl' : 'incl');
