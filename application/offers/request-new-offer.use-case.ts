import { offerAdminEmail } from '../../domain/offers/offer-emails.js';
import { OFFER_MESSAGES } from '../../domain/offers/offer-messages.js';
import type { OfferRevision } from '../../domain/offers/offer-revision.js';
import { purchaseOptionOf, quoteRequestType, RAL_NOT_APPLICABLE, transportTypeOf } from '../../domain/purchase/quote-mapping.js';
import type { QuoteVatDecision } from '../../domain/vat/quote-vat.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';
import { offerByLink, type OfferLinkDeps } from './offer-by-link.js';
import type { FollowUpQuote, OfferQuotes } from './offer-quotes.port.js';
import type { OfferSettings } from './offer-settings.js';

export interface RequestNewOfferDeps extends OfferLinkDeps {
  readonly quotes: Pick<OfferQuotes, 'requestFollowUp'>;
  readonly settings: Pick<OfferSettings, 'companyMailbox' | 'now'>;
  readonly newId: () => string;
}

const MAX_MESSAGE_LENGTH = 2_000;

/** The VAT the follow-up request states: the customer as decided for the offer, the treatment of its first line. */
const quoteVatOf = (revision: OfferRevision): QuoteVatDecision => {
  const { breakdown, ...decision } = revision.vatDetail;
  const first = revision.lines[0];
  if (first === undefined) throw new Error('an offer revision without lines');
  const group = breakdown.find((candidate) => candidate.category === first.vat.category && candidate.ratePercent === first.vat.ratePercent);
  return {
    ...decision,
    treatment: {
      category: first.vat.category,
      ratePercent: first.vat.ratePercent,
      taxCountry: first.vat.taxCountry,
      rule: first.vat.rule,
      exemptionReasonCode: group?.exemptionReasonCode ?? null,
      mention: group?.mention ?? null,
    },
  };
};

/** A quote request as the offer's customer would have asked it: its first container, its delivery, its customer. */
const followUpOf = (id: string, offer: { id: string; number: string }, revision: OfferRevision, message: string | null): FollowUpQuote => {
  const container = revision.lines.find((line) => line.kind === 'product');
  const transport = revision.lines.find((line) => line.kind === 'transport');
  const condition = container?.condition ?? 'new';
  const colorType = condition === 'rent' ? 'from_stack' : (container?.colorType ?? 'from_stack');
  const { customer } = revision;
  const address = [customer.street, [customer.postalCode, customer.city].filter((part) => part !== '').join(' ')].filter((part) => part !== '').join(', ');
  return {
    id,
    productId: container?.productId ?? null,
    customerName: customer.name,
    email: customer.email,
    phone: customer.phone,
    companyName: customer.companyName,
    quantityRequested: container?.quantity ?? 1,
    deliveryAddress: address === '' ? null : address,
    preferredDeliveryDate: null,
    specialRequirements: [`New offer asked for ${offer.number} (revision ${revision.revision}).`, message].filter((part): part is string => part !== null).join('\n'),
    requestType: quoteRequestType(condition, colorType),
    purchaseOption: purchaseOptionOf(condition),
    transportType: transportTypeOf(transport === undefined || transport.transport?.option === 'self_pickup' ? null : transport.net),
    transportPrice: null,
    colorType,
    ralColor: colorType === 'wish_color' ? (container?.ralColor ?? RAL_NOT_APPLICABLE) : RAL_NOT_APPLICABLE,
    language: customer.language,
    vatDecision: quoteVatOf(revision),
    transport: transport?.transport ?? null,
    previousOfferId: offer.id,
  };
};

/**
 * `POST /api/offers/{token}/request-new`: one click on an offer that can no longer be accepted (or
 * that the customer wants changed) makes a new quote request linked to it, for the admin's inbox,
 * and tells the company. Once per offer: a second click answers the same request.
 */
export const requestNewOffer =
  (deps: RequestNewOfferDeps) =>
  async (token: string, messageText: string | null | undefined): Promise<Result<{ readonly quoteId: string; readonly created: boolean }, ApplicationError>> => {
    const found = await offerByLink(deps, token, deps.settings.now());
    if (!found.ok) return found;
    const message = messageText?.trim() || null;
    if (message !== null && Array.from(message).length > MAX_MESSAGE_LENGTH) return err(invalidInput([{ field: 'message', message: OFFER_MESSAGES.reasonTooLong }]));
    const { offer, revision } = found.value;
    const quote = followUpOf(deps.newId(), offer, revision, message);
    const email = {
      ...offerAdminEmail(`New offer asked for ${offer.number} by ${revision.customer.name}`, [
        ['Offer', `${offer.number} (revision ${revision.revision}, ${found.value.status})`],
        ['New quote request', quote.id],
        ['Customer', revision.customer.name],
        ['Email', revision.customer.email],
        ['Message', message ?? 'none'],
      ]),
      to: deps.settings.companyMailbox,
      replyTo: revision.customer.email,
      dedupeKey: `offer-follow-up:${offer.id}`,
    };
    return ok(await deps.quotes.requestFollowUp(quote, [email]));
  };
