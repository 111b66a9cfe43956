import { DELIVERY_OPTIONS, type DeliveryOption } from '../../domain/catalogue/product.js';
import type { Cents } from '../../domain/shared/money.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { isTransportCountry } from '../../domain/transport/transport-country.js';
import { DELIVERY_OPTION_REQUIRED, SIZE_REQUIRED, TRANSPORT_COUNTRY_REQUIRED, TRANSPORT_QUANTITY_MESSAGE } from '../../domain/transport/transport-messages.js';
import { isValidTransportQuantity } from '../../domain/transport/transport-price.js';
import { priceTransport } from '../../domain/transport/line-transport.js';
import { invalidInput, notFound, type ApplicationError } from '../shared/application-error.js';
import type { TransportTables } from './transport-tables.port.js';

/** The query as it arrives: strings, each checked here against the domain's rules. */
export interface TransportPriceQuery {
  readonly country?: string | undefined;
  readonly postcode?: string | undefined;
  readonly option?: string | undefined;
  readonly size?: string | undefined;
  /** Whole number 1..100; 1 when absent. */
  readonly quantity?: string | undefined;
}

const isDeliveryOption = (value: unknown): value is DeliveryOption =>
  typeof value === 'string' && (DELIVERY_OPTIONS as readonly string[]).includes(value);

const parseQuantity = (raw: string | undefined): number | null => {
  if (raw === undefined) return 1;
  if (!/^\d{1,3}$/.test(raw)) return null;
  const quantity = Number(raw);
  return isValidTransportQuantity(quantity) ? quantity : null;
};

/** The transport calculator: a price in cents, 400 for bad input, 404 when the prefix has no price. */
export const getTransportPrice =
  (deps: { readonly transportTables: TransportTables }) =>
  async (query: TransportPriceQuery): Promise<Result<Cents, ApplicationError>> => {
    if (!isDeliveryOption(query.option)) return err(invalidInput([{ field: 'option', message: DELIVERY_OPTION_REQUIRED }]));
    const quantity = parseQuantity(query.quantity);
    if (quantity === null) return err(invalidInput([{ field: 'quantity', message: TRANSPORT_QUANTITY_MESSAGE }]));
    if (query.option === 'self_pickup') return ok(0);
    if (!isTransportCountry(query.country)) return err(invalidInput([{ field: 'country', message: TRANSPORT_COUNTRY_REQUIRED }]));
    const size = query.size?.trim() ?? '';
    if (size === '') return err(invalidInput([{ field: 'size', message: SIZE_REQUIRED }]));
    const table = await deps.transportTables.current();
    const price = priceTransport(table, { option: query.option, country: query.country, postcode: query.postcode ?? null }, size, quantity);
    if (price.ok) return ok(price.value.price);
    return err(
      price.error.kind === 'missing-price'
        ? notFound(price.error.message)
        : invalidInput([{ field: price.error.field, message: price.error.message }]),
    );
  };
