import type { Condition, DeliveryOption } from '../catalogue/product.js';
import { sumCents, type Cents } from '../shared/money.js';
import type { TransportCountry } from '../transport/transport-country.js';
import { priceVat, type TaxableLine, type VatPricing, type VatSettings } from '../vat/vat-lines.js';
import type { VatCustomer } from '../vat/vat-treatment.js';

/** What a cart or order line contributes to the totals. A missing transport price counts as 0. */
export interface CartLineAmounts {
  readonly unitPrice: Cents;
  readonly quantity: number;
  readonly transportPrice: Cents | null;
}

/** A line with what decides its VAT: what is sold and where it goes. */
export interface CartLine extends CartLineAmounts {
  readonly condition: Condition;
  readonly transportType: DeliveryOption;
  /** Where the truck delivers; null for self pickup. */
  readonly transportCountry: TransportCountry | null;
}

export interface CartTotals {
  /** Sum of the line totals, net. */
  readonly subtotal: Cents;
  readonly vat: Cents;
  /** Subtotal plus VAT. */
  readonly total: Cents;
  /** Sum of the quantities (the cart badge). */
  readonly itemCount: number;
  /** Each line's VAT treatment and share, and the breakdown per category and rate. */
  readonly vatPricing: VatPricing;
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

/**
 * A line as VAT sees it: renting is a service, a sale is a supply of goods; the transport that
 * comes with a line shares its treatment; self pickup is collected at the Belgian depot.
 */
export const taxableCartLine = (line: CartLine): TaxableLine => ({
  net: cartLineTotal(line.unitPrice, line.quantity, line.transportPrice),
  supply: line.condition === 'rent' ? 'rent' : 'container_sale',
  collectedAtDepot: line.transportType === 'self_pickup' || line.transportCountry === null,
  deliveryCountry: line.transportCountry ?? 'BE',
});

/** Totals of a cart or order for one customer; VAT per line treatment, rounded once per rate group. */
export const cartTotals = (lines: readonly CartLine[], customer: VatCustomer, settings: VatSettings): CartTotals => {
  const taxable = lines.map(taxableCartLine);
  const vatPricing = priceVat(taxable, customer, settings);
  return {
    subtotal: sumCents(taxable.map((line) => line.net)),
    vat: vatPricing.summary.vat,
    total: vatPricing.summary.total,
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
    vatPricing,
  };
};
