import { checkoutLines } from '../../domain/orders/checkout-lines.js';
import { singleVatRate } from '../../domain/orders/order-vat-rate.js';
import { validateOrderAddresses } from '../../domain/forms/order-addresses.js';
import { structuredCommunication } from '../../domain/payments/structured-communication.js';
import type { Language } from '../../domain/shared/language.js';
import { transportCountryOfCheckout } from '../../domain/transport/transport-country.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { CheckoutSession, PaymentGateway } from '../payments/payment-gateway.port.js';
import type { CartPricing, PricedCartLine, UnitCounting } from '../cart/cart-pricing.port.js';
import type { VatLookupBudget } from '../vat/vat-number-lookups.port.js';
import type { VatContext, VatCustomerRequest } from '../vat/vat-context.port.js';
import { vatDecisionOf } from '../../domain/vat/vat-decision-of.js';
import { conflict, invalidInput, type ApplicationError } from '../shared/application-error.js';
import type { Order, OrderLine, PaymentMethod } from '../../domain/orders/order.js';
import type { PlacedOrder } from '../../domain/orders/placed-order.js';
import type { OrderAccessTokens } from './order-access-tokens.port.js';
import { orderEmails, type OrderEmailSettings } from './order-emails.js';
import { ORDER_MESSAGES } from './order-messages.js';
import { lineProblem, unitsShortProblem } from './units-short-messages.js';
import type { OrderRepository, ReservedOrder, UnitReservationLine } from './order-repository.port.js';

export interface PlaceOrderDeps {
  readonly orders: OrderRepository;
  /** The cart priced on the server, as the order charges it. */
  readonly carts: CartPricing;
  /** The VAT rules and the customer's check (VIES). */
  readonly vat: VatContext;
  readonly tokens: OrderAccessTokens;
  readonly payments: PaymentGateway;
  readonly emails: OrderEmailSettings;
  readonly logger: { error(details: object, message: string): void };
}

export interface PlaceOrderRequest {
  readonly cartId: string;
  readonly language: Language;
  readonly paymentMethod: PaymentMethod;
  /** Checked here by the domain's checkout rules. */
  readonly shippingAddress: unknown;
  readonly billingAddress?: unknown;
  /** Private (the default) or a business with its VAT number, checked here and with VIES. */
  readonly customer?: Omit<VatCustomerRequest, 'country'> | null;
  readonly userId?: string | null;
  /** The client's budget of VIES lookups (shared with the cart preview and quotes). */
  readonly vatLookups: VatLookupBudget;
}


const unavailable = (): ApplicationError => ({ kind: 'unavailable', message: ORDER_MESSAGES.paymentError });

const toOrderLine = (line: PricedCartLine): OrderLine => {
  // Only lines without a problem are ordered, and those always carry their VAT.
  if (line.vat === null) throw new Error(`cart line ${line.id} has no VAT decision`);
  return {
  productId: line.productId,
  productTitle: line.productTitle,
  condition: line.condition,
  colorType: line.colorType,
  ralColor: line.ralColor,
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  transportType: line.transportType,
  transportPrice: line.transportPrice,
  transportCountry: line.transportCountry,
  transportPostcode: line.transportPostcode,
  lineTotal: line.lineTotal,
  vat: {
    category: line.vat.treatment.category,
    ratePercent: line.vat.treatment.ratePercent,
    taxCountry: line.vat.treatment.taxCountry,
    rule: line.vat.treatment.rule,
    amount: line.vat.vat,
  },
  };
};

/** The lines whose product is managed by container units: the order reserves their units. */
const unitLinesOf = (lines: readonly PricedCartLine[]): readonly UnitReservationLine[] =>
  lines
    .filter((line) => line.managedByUnits)
    .map((line) => ({ productId: line.productId, productTitle: line.productTitle, condition: line.condition, quantity: line.quantity }));

/** True when two pricings of a cart saw exactly the same lines (ids and quantities). */
const sameLines = (priced: readonly PricedCartLine[], current: readonly PricedCartLine[]): boolean =>
  priced.length === current.length &&
  priced.every((line) => current.some((row) => row.id === line.id && row.quantity === line.quantity));

/**
 * A cart claimed after its catalogue moved on (a price edited meanwhile) is priced again and
 * claimed again, if it still holds the same lines; a cart whose lines changed is refused.
 */
const CLAIM_ATTEMPTS = 3;

/**
 * The order does not count units before it writes: the statement that writes it takes them (SKIP
 * LOCKED, all or nothing) and answers too few with the same "only N left" as the cart's count would
 * (docs/units.md, "Reservations"), so a count first would be one more statement for nothing.
 */
const RESERVED_AT_WRITE: UnitCounting = { countUnits: false };

/**
 * Places an order from a cart. The addresses are checked, every line is priced
 * again from the current product and transport tables, and the order, its
 * items (and for a bank transfer its emails and the emptied cart) are written
 * in one statement that first claims the cart as it was priced (neither its
 * lines nor the catalogue changed since). An online payment then gets a
 * checkout session; its emails are sent once the provider reports the payment.
 */
export const placeOrder =
  (deps: PlaceOrderDeps) =>
  async (request: PlaceOrderRequest): Promise<Result<PlacedOrder, ApplicationError>> => {
    const addresses = validateOrderAddresses({ shippingAddress: request.shippingAddress, billingAddress: request.billingAddress });
    if (!addresses.ok) return err(invalidInput(addresses.error.errors));
    const { shippingAddress: shipping, billingAddress: billing } = addresses.value;
    const customerForm = deps.vat.customers.read(
      request.customer === null || request.customer === undefined
        ? null
        : { ...request.customer, country: transportCountryOfCheckout((billing ?? shipping).country) },
      { fieldPrefix: 'customer.', requireBusinessDetails: true },
    );
    if (!customerForm.ok) return customerForm;
    // Priced through the cart's own reader first; the one statement that writes the order then claims
    // the cart only if its lines and the catalogue are still at the versions priced.
    // VIES is asked only once the cart is known to exist.
    const contents = await deps.carts.contents(request.cartId);
    if (!contents.ok) return contents;
    const customer = await deps.vat.customers.confirm(customerForm.value, request.vatLookups);
    if (!customer.ok) return customer;
    const firstPricing = await deps.carts.price(request.cartId, contents.value, request.language, customer.value, RESERVED_AT_WRITE);
    const token = deps.tokens.issue();
    const bankTransfer = request.paymentMethod === 'bank_transfer';
    const { shippingAddress, billingAddress } = addresses.value;
    let cart = firstPricing;
    let reserved: ReservedOrder | null = null;
    let order: Order | null = null;
    for (let attempt = 1; order === null; attempt += 1) {
      if (cart.lines.length === 0) {
        return err(invalidInput([{ field: 'cartId', message: ORDER_MESSAGES.emptyCart }], ORDER_MESSAGES.emptyCart));
      }
      const blocked = cart.lines.find((line) => line.problem !== null);
      if (blocked?.problem) return err(conflict(lineProblem(blocked.productTitle, blocked.problem)));
      // Drawn once, only for a cart that can be ordered; a claim tried again keeps the number.
      reserved ??= await deps.orders.reserveOrder();
      const { id, orderNumber } = reserved;
      const lines = cart.lines.map(toOrderLine);
      const { totals } = cart;
      const vatDetail = vatDecisionOf(customer.value, deps.vat.ossEnabled, deps.vat.now(), cart.totals.vatPricing.summary.groups);
      const communication = bankTransfer ? structuredCommunication(orderNumber) : null;
      const placed: Order = {
        id,
        orderNumber,
        status: 'pending',
        paymentMethod: request.paymentMethod,
        paymentVerified: false,
        language: request.language,
        shippingAddress,
        billingAddress,
        items: lines,
        subtotal: totals.subtotal,
        vat: totals.vat,
        total: totals.total,
        vatDetail,
        structuredCommunication: communication,
        stripeSessionId: null,
      };
      const written = await deps.orders.placeOrder({
        priced: cart.versions,
        emptyCart: bankTransfer,
        order: {
          id,
          orderNumber,
          accessTokenHash: token.hash,
          userId: request.userId ?? null,
          language: request.language,
          paymentMethod: request.paymentMethod,
          shippingAddress,
          billingAddress,
          subtotal: totals.subtotal,
          vat: totals.vat,
          total: totals.total,
          vatRate: singleVatRate(vatDetail),
          vatDetail,
          structuredCommunication: communication,
          cartId: request.cartId,
        },
        items: lines,
        emails: bankTransfer ? orderEmails(placed, deps.emails) : [],
        unitLines: unitLinesOf(cart.lines),
      });
      // Another order took the units meanwhile: the answer names the product and how many are left.
      if (typeof written === 'object') return err(conflict(unitsShortProblem(written)));
      if (written) {
        order = placed;
        break;
      }
      // The cart or the catalogue moved on since pricing: the same lines are priced again, other lines are refused.
      const again = attempt < CLAIM_ATTEMPTS ? await deps.carts.load(request.cartId, request.language, customer.value, RESERVED_AT_WRITE) : null;
      if (again === null || !again.ok || !sameLines(firstPricing.lines, again.value.lines)) return err(conflict(ORDER_MESSAGES.cartChanged));
      cart = again.value;
    }
    if (order.paymentMethod === 'bank_transfer') return ok({ orderId: order.id, accessToken: token.token, paymentUrl: null });

    let session: CheckoutSession;
    try {
      session = await deps.payments.createCheckoutSession({
        orderId: order.id,
        orderNumber: order.orderNumber,
        language: order.language,
        customerEmail: order.shippingAddress.email,
        lines: checkoutLines(order),
        total: order.total,
        idempotencyKey: `checkout-session:${order.id}`,
      });
    } catch (error) {
      // No one can pay this order (its payment page never reached the visitor): it is cancelled, and
      // the cart is kept, so trying again places a new order instead of leaving this one pending forever.
      deps.logger.error({ err: error, orderId: order.id }, 'payment session could not be created: order cancelled');
      await deps.orders.cancelPendingOrder(order.id, 'system').catch((cancelError: unknown) => {
        deps.logger.error({ err: cancelError, orderId: order.id }, 'the order without a payment session could not be cancelled');
      });
      return err(unavailable());
    }
    await deps.orders.attachCheckoutSession(order.id, session.sessionId, {
      cartId: request.cartId,
      lineIds: cart.lines.map((line) => line.id),
    });
    return ok({ orderId: order.id, accessToken: token.token, paymentUrl: session.url });
  };
