import { cartTotals, type CartLineAmounts, type CartTotals } from '../../domain/pricing/cart-totals.js';
import { CONSUMER } from '../../domain/vat/vat-treatment.js';

/** The totals the domain computes for a private customer whose containers are delivered in Belgium (21 %). */
export const belgianConsumerTotals = (lines: readonly CartLineAmounts[]): CartTotals =>
  cartTotals(
    lines.map((line) => ({ ...line, condition: 'new', transportType: 'truck', transportCountry: 'BE' })),
    CONSUMER,
    { ossEnabled: true, date: new Date().toISOString().slice(0, 10) },
  );
