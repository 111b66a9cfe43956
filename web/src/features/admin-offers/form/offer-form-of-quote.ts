import { COLOR_TYPES, CONDITIONS, type Condition } from '../../../../../domain/catalogue/product.js';
import { orderBasePrice } from '../../../../../domain/pricing/condition-price.js';
import { centsToEuros } from '../../../../../domain/shared/money.js';
import { productPricesOf, type OfferProductJson } from '../remote/offer-products.js';
import type { QuoteForOfferJson } from '../remote/quote-for-offer.js';
import { EMPTY_CUSTOMER, emptyLine, emptyOfferForm, eurosText, type OfferFormValues } from './offer-form-values.js';

/** The stored purchase option ('used_a') as the condition it names ('used-a'). */
const conditionOf = (purchaseOption: string): Condition | '' => CONDITIONS.find((condition) => condition === purchaseOption.replace('_', '-')) ?? '';

/**
 * A new offer as the quote request asks it, when the server could not make the draft itself: the
 * customer's contact, and the container at the catalogue's price for its condition. The customer's
 * VAT details and the destination are typed by the admin (the request's list entry does not carry them).
 */
export const offerFormOfQuote = (quote: QuoteForOfferJson, products: readonly OfferProductJson[]): OfferFormValues => {
  const empty = emptyOfferForm(quote.language);
  const product = products.find((candidate) => candidate.id === quote.productId);
  const condition = conditionOf(quote.purchaseOption);
  const colorType = COLOR_TYPES.find((candidate) => candidate === quote.colorType) ?? 'from_stack';
  return {
    ...empty,
    quoteId: quote.id,
    customer: {
      ...EMPTY_CUSTOMER,
      name: quote.customerName,
      email: quote.email,
      phone: quote.phone ?? '',
      street: quote.deliveryAddress ?? '',
      kind: quote.companyName === null ? 'consumer' : 'business',
      companyName: quote.companyName ?? '',
    },
    lines:
      quote.productId === null
        ? [{ ...emptyLine('free'), description: quote.specialRequirements ?? '', quantity: String(quote.quantityRequested) }]
        : [
            {
              ...emptyLine('product'),
              productId: quote.productId,
              condition,
              colorType,
              ralColor: quote.ralColor ?? '',
              quantity: String(quote.quantityRequested),
              unitPrice: product === undefined ? '' : eurosText(centsToEuros(orderBasePrice(productPricesOf(product), condition === '' ? product.condition : condition, colorType))),
            },
          ],
  };
};
