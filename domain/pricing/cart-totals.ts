import { sumCents, type Cents } from '../shared/money.js';
import { vatOf } from './vat.js';

/** What a cart or order line contributes to the totals. A missing transport price counts as 0. */
export interface CartLineAmounts {
  readonly unitPrice: Cents;
  readonly quantity: number;
  readonly transportPrice: Cents | null;
}

export interface CartTotals {
  /** Sum of the line totals, net. */
  readonly subtotal: Cents;
  readonly vat: Cents;
  /** Subtotal plus VAT. */
  readonly total: Cents;
  /** Sum of the quantities (the cart badge). */
  readonly itemCount: number;
}

const requireInteger = (name: string, value: number): void => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be an integer, got ${value}`);
};

/** Unit price times quantity plus the line's transport price (transport is per line, not per unit). */
export const cartLineTotal = (unitPrice: Cents, quantity: number, transportPrice: Cents | null): Cents => {
  requireInteger('unitPrice', unitPrice);
  requireInteger('quantity', quantity);
  if (transportPrice !== null) requireInteger('transportPrice', transportPrice);
  return unitPrice * quantity + (transportPrice ?? 0);
};

/** Totals of a cart or order; VAT is taken once on the subtotal, not per line. */
export const cartTotals = (lines: readonly CartLineAmounts[]): CartTotals => {
  const subtotal = sumCents(lines.map((line) => cartLineTotal(line.unitPrice, line.quantity, line.transportPrice)));
  const vat = vatOf(subtotal);
  return { subtotal, vat, total: subtotal + vat, itemCount: lines.reduce((count, line) => count + line.quantity, 0) };
};
