import { acceptedOfferContent } from '../../domain/offers/offer-content.js';
import { checkoutLines } from '../../domain/orders/checkout-lines.js';
import type { Order } from '../../domain/orders/order.js';
import { OFFER_MESSAGES } from '../../domain/offers/offer-messages.js';
import { OFFER_REFUSAL_MESSAGES, answerRefusal, type OfferRefusal, type StoredOfferStatus } from '../../domain/offers/offer-status.js';
import { OFFER_PAYMENT_METHODS, type OfferPaymentMethod } from '../../domain/offers/offer-terms.js';
import { FORM_MESSAGES } from '../../domain/forms/form-messages.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { FieldError } from '../shared/application-error.js';
import { conflict, invalidInput, type ApplicationError } from '../shared/application-error.js';
import type { OrderAccessTokens } from '../orders/order-access-tokens.port.js';
import type { OrderEmails } from '../orders/order-emails.port.js';
import { ORDER_MESSAGES } from '../orders/order-messages.js';
import type { PlacedOrder } from '../../domain/orders/placed-order.js';
import type { UnitsShort } from '../orders/order-repository.port.js';
import { unitsShortProblem } from '../orders/units-short-messages.js';
import type { PaymentGateway } from '../payments/payment-gateway.port.js';
import { revisionOf } from './offer.js';
import type { OfferAcceptances } from './offer-acceptance.port.js';
import { offerByLink, type OfferLinkDeps } from './offer-by-link.js';
import { offerOrder } from './offer-order.js';
import type { OfferSecrets } from './offer-secrets.port.js';
import { offerStatusAt } from './offer-views.js';

export interface AcceptOfferDeps extends OfferLinkDeps {
  readonly acceptances: OfferAcceptances;
  readonly secrets: OfferSecrets;
  readonly tokens: OrderAccessTokens;
  readonly payments: PaymentGateway;
  readonly emails: OrderEmails;
  readonly now: () => Date;
  readonly logger: { error(details: object, message: string): void };
}

/** `POST /api/offers/{token}/accept` as sent, with where it came from. */
export interface AcceptOfferRequest {
  readonly token: string;
  readonly name: unknown;
  readonly accepted: unknown;
  readonly revision: unknown;
  readonly paymentMethod: unknown;
  readonly ipAddress: string;
  readonly userAgent: string | null;
}

interface AcceptanceFields {
  readonly name: string;
  readonly revision: number;
  readonly paymentMethod: OfferPaymentMethod;
}

const MAX_NAME_LENGTH = 200;

const checkFields = (request: AcceptOfferRequest): Result<AcceptanceFields, readonly FieldError[]> => {
  const errors: FieldError[] = [];
  const name = typeof request.name === 'string' ? request.name.trim() : '';
  if (name === '' || Array.from(name).length > MAX_NAME_LENGTH) errors.push({ field: 'name', message: FORM_MESSAGES.nameRequired });
  if (request.accepted !== true) errors.push({ field: 'accepted', message: OFFER_MESSAGES.acceptRequired });
  const { revision } = request;
  if (typeof revision !== 'number' || !Number.isInteger(revision) || revision < 1) errors.push({ field: 'revision', message: FORM_MESSAGES.invalidValue });
  const paymentMethod = OFFER_PAYMENT_METHODS.find((method) => method === request.paymentMethod);
  if (paymentMethod === undefined) errors.push({ field: 'paymentMethod', message: OFFER_MESSAGES.paymentMethodNotOffered });
  return errors.length > 0 || paymentMethod === undefined || typeof revision !== 'number' ? err(errors) : ok({ name, revision, paymentMethod });
};

type Outcome =
  | { readonly kind: 'refused'; readonly refusal: OfferRefusal }
  | UnitsShort
  | { readonly kind: 'method-not-offered' }
  | { readonly kind: 'ordered'; readonly order: Order; readonly before: StoredOfferStatus };

/**
 * The customer accepts the current revision: who (the typed name), when, from which address and
 * browser, which revision, and the SHA-256 of its canonical content are recorded, and the offer
 * becomes an order at its frozen prices, in one transaction holding the offer's row lock (a double
 * click, two tabs or two instances: one acceptance, one order; the others get 409). A bank transfer
 * gets its structured communication and emails at once; a card payment gets a payment page (a page
 * that cannot be made undoes the acceptance: 503, accept again later).
 */
export const acceptOffer =
  (deps: AcceptOfferDeps) =>
  async (request: AcceptOfferRequest): Promise<Result<PlacedOrder, ApplicationError>> => {
    const now = deps.now();
    const found = await offerByLink(deps, request.token, now);
    if (!found.ok) return found;
    const fields = checkFields(request);
    if (!fields.ok) return err(invalidInput(fields.error));
    const { name, revision: answered, paymentMethod } = fields.value;
    const token = deps.tokens.issue();

    const outcome = await deps.acceptances.acceptanceTransaction(async (tx): Promise<Outcome> => {
      const offer = await tx.lockOffer(found.value.offer.id);
      if (offer === null) throw new Error(`offer ${found.value.offer.number} vanished while accepted`);
      const refusal = answerRefusal({ status: offerStatusAt(offer, now), currentRevision: offer.currentRevision, answeredRevision: answered });
      if (refusal !== null) return { kind: 'refused', refusal };
      const revision = revisionOf(offer, answered);
      if (!revision.paymentMethods.includes(paymentMethod)) return { kind: 'method-not-offered' };
      const order = offerOrder(revision, await tx.reserveOrder(), paymentMethod);
      const bankTransfer = paymentMethod === 'bank_transfer';
      const short = await tx.placeOrder({ order, accessTokenHash: token.hash, emails: bankTransfer ? deps.emails(order) : [] });
      // Another order took the containers meanwhile: not accepted, the answer names the product and how many are left.
      if (short !== null) return short;
      await tx.recordAcceptance(
        offer.id,
        {
          revision: answered,
          name,
          acceptedAt: now,
          ipAddress: request.ipAddress,
          userAgent: request.userAgent?.slice(0, 1000) ?? null,
          contentHash: deps.secrets.contentHash(acceptedOfferContent(offer.number, revision)),
          paymentMethod,
        },
        order.id,
      );
      return { kind: 'ordered', order, before: offer.status };
    });

    if (outcome.kind === 'refused') return err(conflict(OFFER_REFUSAL_MESSAGES[outcome.refusal]));
    if (outcome.kind === 'units-short') return err(conflict(unitsShortProblem(outcome)));
    if (outcome.kind === 'method-not-offered') return err(invalidInput([{ field: 'paymentMethod', message: OFFER_MESSAGES.paymentMethodNotOffered }]));
    const { order } = outcome;
    if (order.paymentMethod === 'bank_transfer') return ok({ orderId: order.id, accessToken: token.token, paymentUrl: null });
    try {
      const session = await deps.payments.createCheckoutSession({
        orderId: order.id,
        orderNumber: order.orderNumber,
        language: order.language,
        customerEmail: order.shippingAddress.email,
        lines: checkoutLines(order),
        total: order.total,
        idempotencyKey: `checkout-session:${order.id}`,
      });
      await deps.acceptances.attachCheckoutSession(order.id, session.sessionId);
      return ok({ orderId: order.id, accessToken: token.token, paymentUrl: session.url });
    } catch (error) {
      deps.logger.error({ err: error, orderId: order.id }, 'payment session of an accepted offer could not be created: acceptance undone');
      await deps.acceptances.withdrawAcceptance(found.value.offer.id, order.id, outcome.before);
      return err({ kind: 'unavailable', message: ORDER_MESSAGES.paymentError });
    }
  };
