import type { OfferLine, OfferRevision } from '../../domain/offers/offer-revision.js';
import type { OfferPaymentMethod } from '../../domain/offers/offer-terms.js';
import { structuredCommunication } from '../../domain/payments/structured-communication.js';
import type { Order, OrderLine } from '../../domain/orders/order.js';
import type { ReservedOrder } from '../orders/order-repository.port.js';

/**
 * An offer's line as an order line, at the offer's frozen price: a container or a free line with its
 * discounts in its total (unit price × quantity − discounts; the invoice shows the difference as the
 * line's allowance), the transport as a line of its own. Every line says how the offer is delivered.
 */
const orderLineOf = (line: OfferLine, delivery: OfferLine['transport']): OrderLine => ({
  productId: line.productId,
  productTitle: line.kind === 'product' && line.description !== '' ? `${line.title} – ${line.description}` : line.title,
  condition: line.condition,
  colorType: line.colorType,
  ralColor: line.ralColor,
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  transportType: delivery?.option ?? 'self_pickup',
  transportPrice: 0,
  transportCountry: delivery?.country ?? null,
  transportPostcode: delivery?.postcode ?? null,
  lineTotal: line.net,
  vat: line.vat,
});

export const offerOrderLines = (revision: OfferRevision): OrderLine[] => {
  const delivery = revision.lines.find((line) => line.kind === 'transport')?.transport ?? null;
  return revision.lines.map((line) => orderLineOf(line, delivery));
};

/**
 * The order an accepted revision becomes: its lines, totals and VAT decision exactly as offered (no
 * cart, nothing priced again), the customer's address as shipping address, pending until paid.
 */
export const offerOrder = (revision: OfferRevision, reserved: ReservedOrder, paymentMethod: OfferPaymentMethod): Order => {
  const { customer } = revision;
  return {
    id: reserved.id,
    orderNumber: reserved.orderNumber,
    status: 'pending',
    paymentMethod,
    paymentVerified: false,
    language: customer.language,
    shippingAddress: {
      name: customer.name,
      email: customer.email,
      phone: customer.phone ?? '',
      companyName: customer.companyName,
      street: customer.street,
      city: customer.city,
      postalCode: customer.postalCode,
      country: customer.country,
    },
    billingAddress: null,
    items: offerOrderLines(revision),
    subtotal: revision.subtotal,
    vat: revision.vat,
    total: revision.total,
    vatDetail: revision.vatDetail,
    structuredCommunication: paymentMethod === 'bank_transfer' ? structuredCommunication(reserved.orderNumber) : null,
    stripeSessionId: null,
  };
};
