import type { ProductDetail } from '../../domain/catalogue/product.js';
import { OFFER_MESSAGES } from '../../domain/offers/offer-messages.js';
import type { OfferTerms } from '../../domain/offers/offer-terms.js';
import type { Cents } from '../../domain/shared/money.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { transportPrice } from '../../domain/transport/transport-price.js';
import type { FieldError } from '../shared/application-error.js';
import type { TransportTables } from '../transport/transport-tables.port.js';

/**
 * The transport line's price: as the admin gave it, else from the transport tables for the
 * destination, each container line priced as a cart line of its size and quantity (40ft one to a
 * truck, smaller ones two), summed. Null without transport. A destination the tables do not price,
 * or an offer without containers, needs a price given (`transport.price`).
 */
export const priceOfferTransport = async (
  tables: Pick<TransportTables, 'current'>,
  terms: OfferTerms,
  products: ReadonlyMap<string, ProductDetail>,
): Promise<Result<Cents | null, FieldError>> => {
  const { transport } = terms;
  if (transport === null) return ok(null);
  if (transport.price !== null) return ok(transport.price);
  if (transport.option === 'self_pickup') return ok(0);
  const containers = terms.lines.flatMap((line) => {
    const product = line.productId === null ? undefined : products.get(line.productId);
    return product === undefined ? [] : [{ size: product.size, quantity: line.quantity }];
  });
  if (containers.length === 0 || transport.country === null || transport.postcode === null) return err({ field: 'transport.price', message: OFFER_MESSAGES.transportUnpriced });
  const table = await tables.current();
  let total = 0;
  for (const container of containers) {
    const price = transportPrice({ table, country: transport.country, postcode: transport.postcode, option: transport.option, size: container.size, quantity: container.quantity });
    if (!price.ok) return err({ field: price.error.kind === 'invalid-postcode' ? 'transport.postcode' : 'transport.price', message: price.error.kind === 'transport-price-missing' ? OFFER_MESSAGES.transportUnpriced : price.error.message });
    total += price.value;
  }
  return ok(total);
};
