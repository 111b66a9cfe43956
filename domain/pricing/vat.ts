import { percentOf, type Cents } from '../shared/money.js';

/** Belgian VAT on every net price of the shop. Computations use the whole percent. */
export const VAT_RATE_PERCENT = 21;
/** The same rate as a fraction, for display and for the orders.vat_rate column; never multiply cents by it. */
export const VAT_RATE = 0.21;

/** VAT on a net amount, rounded once with the shop's rounding rule. */
export const vatOf = (net: Cents): Cents => percentOf(net, VAT_RATE_PERCENT);
