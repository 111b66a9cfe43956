import type { OfferLineInput, OfferTermsInput } from '../../domain/offers/offer-input.js';
import { OFFER_MESSAGES } from '../../domain/offers/offer-messages.js';
import { orderBasePrice } from '../../domain/pricing/condition-price.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import type { Language } from '../../domain/shared/language.js';
import { centsToEuros } from '../../domain/shared/money.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { checkoutCountryOfTransport } from '../../domain/transport/transport-country.js';
import { isRecordId } from '../shared/admin-paging.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';
import { draftOfferRevision, type OfferCustomerRequest, type OfferDraftDeps } from './offer-draft.js';
import type { QuoteForOffer, OfferQuotes } from './offer-quotes.port.js';
import type { OfferStore } from './offer-store.port.js';
import { adminOfferView, type AdminOfferView } from './offer-views.js';

export interface CreateOfferDeps extends OfferDraftDeps {
  readonly offers: Pick<OfferStore, 'create' | 'find'>;
  readonly quotes: Pick<OfferQuotes, 'find'>;
}

/** An admin's offer request (POST, and PUT for a revision); amounts in euros. */
export interface OfferRequest {
  readonly quoteId?: string | null;
  readonly customer?: OfferCustomerRequest | null;
  /** The customer's language (emails, page, PDF). */
  readonly language?: Language | null;
  readonly terms: OfferTermsInput;
  /** The signed-in admin's email. */
  readonly by: string;
}

/** The customer a quote request names: its contact, its free-text address as the street, its destination. */
const customerOfQuote = (quote: QuoteForOffer): OfferCustomerRequest => ({
  name: quote.customerName,
  email: quote.email,
  phone: quote.phone,
  street: quote.deliveryAddress,
  postalCode: quote.transport?.postcode ?? null,
  country: quote.transport?.country === null || quote.transport?.country === undefined ? null : checkoutCountryOfTransport(quote.transport.country),
  kind: quote.customerKind,
  companyName: quote.companyName,
  vatNumber: quote.vatNumber,
});

/** The quote's container as the offer's first line, at the catalogue's price for its condition (0 when on request). */
const linesOfQuote = async (deps: CreateOfferDeps, quote: QuoteForOffer, language: Language): Promise<readonly OfferLineInput[]> => {
  if (quote.productId === null) return [];
  const product = await deps.catalogue.loadDetail(quote.productId, language);
  const unitPrice = product === null ? 0 : centsToEuros(orderBasePrice(product, quote.condition, 'from_stack'));
  return [{ productId: quote.productId, condition: quote.condition, colorType: quote.colorType, ralColor: quote.ralColor, quantity: quote.quantity, unitPrice }];
};

/** What a request leaves out is taken from the quote: its lines and its delivery. */
const termsWithQuote = async (deps: CreateOfferDeps, terms: OfferTermsInput, quote: QuoteForOffer, language: Language): Promise<OfferTermsInput> => ({
  ...terms,
  lines: terms.lines ?? (await linesOfQuote(deps, quote, language)),
  transport: terms.transport !== undefined ? terms.transport : quote.transport === null ? null : { option: quote.transport.option, country: quote.transport.country, postcode: quote.transport.postcode },
});

/**
 * `POST /api/admin/offers`: a draft offer with its number, from a quote request (its customer, and
 * its container and delivery unless the request gives lines and transport) or from scratch for a
 * customer who phoned. Checked and priced as docs/offers.md says; nothing is written on bad input.
 */
export const createOffer =
  (deps: CreateOfferDeps) =>
  async (request: OfferRequest): Promise<Result<AdminOfferView, ApplicationError>> => {
    const now = deps.vat.now();
    const today = belgianDay(now);
    const quoteId = request.quoteId?.trim() || null;
    const quote = quoteId === null ? null : isRecordId(quoteId) ? await deps.quotes.find(quoteId) : null;
    if (quoteId !== null && quote === null) return err(invalidInput([{ field: 'quoteId', message: OFFER_MESSAGES.quoteNotFound }]));
    const language = request.language ?? quote?.language ?? 'nl';
    const revision = await draftOfferRevision(deps, {
      revision: 1,
      language,
      customerDefaults: quote === null ? {} : customerOfQuote(quote),
      customer: request.customer,
      terms: quote === null ? request.terms : await termsWithQuote(deps, request.terms, quote, language),
      today,
    });
    if (!revision.ok) return revision;
    const created = await deps.offers.create({ year: Number(today.slice(0, 4)), quoteId, language, revision: revision.value, createdBy: request.by, at: now });
    const offer = await deps.offers.find(created.id);
    if (offer === null) throw new Error(`offer ${created.number} vanished after it was written`);
    return ok(adminOfferView(offer, now));
  };
