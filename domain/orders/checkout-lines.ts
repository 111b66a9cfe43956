import { fillLocalized, type LocalizedText } from '../shared/language.js';
import type { Cents } from '../shared/money.js';
import { vatRateLabel } from '../vat/vat-texts.js';
import type { Order, OrderLine } from './order.js';

/** One line of the payment page; amounts in cents, VAT included as its own line so the lines add up to the order total. */
export interface CheckoutLine {
  readonly name: string;
  readonly unitAmount: Cents;
  readonly quantity: number;
}

const TRANSPORT_LINE: LocalizedText = { nl: 'Transport: {title}', de: 'Transport: {title}', fr: 'Transport : {title}', en: 'Transport: {title}' };

/**
 * A line's goods (its total without its transport): at the unit price when nothing was taken off,
 * else, as an offer's discounted line, "quantity × title" at its net; nothing when it costs nothing.
 */
const goodsLines = (item: OrderLine): CheckoutLine[] => {
  const goods = item.lineTotal - item.transportPrice;
  if (goods <= 0) return [];
  return goods === item.unitPrice * item.quantity
    ? [{ name: item.productTitle, unitAmount: item.unitPrice, quantity: item.quantity }]
    : [{ name: `${item.quantity} × ${item.productTitle}`, unitAmount: goods, quantity: 1 }];
};

/**
 * The payment page's lines of any order (a cart's or an offer's): each line's goods, its transport
 * as a line of its own, then one line per charged VAT rate as decided when the order was placed.
 * They add up to the order's total.
 */
export const checkoutLines = (order: Order): readonly CheckoutLine[] => [
  ...order.items.flatMap((item) => [
    ...goodsLines(item),
    ...(item.transportPrice > 0
      ? [{ name: fillLocalized(TRANSPORT_LINE, { title: item.productTitle })[order.language], unitAmount: item.transportPrice, quantity: 1 }]
      : []),
  ]),
  ...order.vatDetail.breakdown
    .filter((group) => group.vat > 0)
    .map((group) => ({ name: vatRateLabel(group.ratePercent, order.language), unitAmount: group.vat, quantity: 1 })),
];
