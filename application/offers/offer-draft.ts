import type { ProductDetail } from '../../domain/catalogue/product.js';
import type { FormInput } from '../../domain/forms/form-fields.js';
import { checkOfferContact, type OfferCustomer } from '../../domain/offers/offer-customer.js';
import { checkOfferTerms, type OfferFieldError, type OfferTermsInput } from '../../domain/offers/offer-input.js';
import { OFFER_MESSAGES } from '../../domain/offers/offer-messages.js';
import { priceOffer } from '../../domain/offers/offer-pricing.js';
import { buildOfferRevision, type OfferRevision } from '../../domain/offers/offer-revision.js';
import { FREE_LINE_SUPPLY, productLineSupply, transportSupply } from '../../domain/offers/offer-supply.js';
import { MAX_OFFER_TOTAL, type OfferLineTerms, type OfferTerms } from '../../domain/offers/offer-terms.js';
import { transportTitle } from '../../domain/offers/offer-texts.js';
import { defaultValidUntil } from '../../domain/offers/offer-validity.js';
import type { Language } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { CHECKOUT_COUNTRY_TO_TRANSPORT } from '../../domain/transport/transport-country.js';
import type { CustomerKind } from '../../domain/vat/vat-treatment.js';
import type { ProductCatalogue } from '../catalogue/product-catalogue.port.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';
import type { TransportTables } from '../transport/transport-tables.port.js';
import type { VatContext } from '../vat/vat-context.port.js';
import { vatSettingsNow } from '../../domain/vat/vat-settings-now.js';
import { vatDecisionOf } from '../../domain/vat/vat-decision-of.js';
import { UNLIMITED_VAT_LOOKUPS } from '../vat/vat-number-lookups.port.js';
import { priceOfferTransport } from './offer-transport.js';

/** The customer as a request gives them; any field left out keeps its default (the quote's, or the revision's). */
export interface OfferCustomerRequest {
  readonly name?: string | null;
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly street?: string | null;
  readonly postalCode?: string | null;
  readonly city?: string | null;
  /** belgium, germany or netherlands (checked by checkOfferContact). */
  readonly country?: unknown;
  readonly kind?: CustomerKind | null;
  readonly companyName?: string | null;
  readonly vatNumber?: string | null;
}

export interface OfferDraftDeps {
  readonly catalogue: Pick<ProductCatalogue, 'loadDetail'>;
  readonly transportTables: Pick<TransportTables, 'current'>;
  readonly vat: VatContext;
  readonly validityDays: number;
}

export interface OfferDraftInput {
  readonly revision: number;
  readonly language: Language;
  /** What the customer is when the request leaves a field out. */
  readonly customerDefaults: OfferCustomerRequest;
  readonly customer: OfferCustomerRequest | null | undefined;
  readonly terms: OfferTermsInput;
  /** The Belgian day today. */
  readonly today: string;
}

const given = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;

/** The request's customer over the defaults, field by field. */
const mergeCustomer = (defaults: OfferCustomerRequest, request: OfferCustomerRequest | null | undefined): OfferCustomerRequest => {
  if (request === null || request === undefined) return defaults;
  return Object.fromEntries(
    Object.entries({ ...defaults, ...request }).map(([key, value]) => [key, given(value) ? value : defaults[key as keyof OfferCustomerRequest]]),
  ) as OfferCustomerRequest;
};

/** Every product of the lines, in the offer's language; a line naming an unknown product is a field error. */
const loadProducts = async (
  catalogue: OfferDraftDeps['catalogue'],
  lines: readonly OfferLineTerms[],
  language: Language,
): Promise<Result<ReadonlyMap<string, ProductDetail>, readonly OfferFieldError[]>> => {
  const products = new Map<string, ProductDetail>();
  const errors: OfferFieldError[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.productId === null || products.has(line.productId)) continue;
    const product = /^[0-9a-f-]{36}$/i.test(line.productId) ? await catalogue.loadDetail(line.productId, language) : null;
    if (product === null) errors.push({ field: `lines.${index}.productId`, message: OFFER_MESSAGES.unknownProduct });
    else products.set(line.productId, product);
  }
  return errors.length > 0 ? err(errors) : ok(products);
};

/**
 * A revision from an admin's request: the customer and the terms checked by the domain (every field
 * error at once), the products looked up, the transport priced from the tables unless a price is
 * given, the VAT number confirmed with VIES, and the whole priced by the domain (VAT as for orders).
 */
export const draftOfferRevision = async (deps: OfferDraftDeps, input: OfferDraftInput): Promise<Result<OfferRevision, ApplicationError>> => {
  const merged = mergeCustomer(input.customerDefaults, input.customer);
  const contact = checkOfferContact(merged as FormInput);
  const country = contact.ok ? CHECKOUT_COUNTRY_TO_TRANSPORT[contact.value.country] : undefined;
  const vatForm = deps.vat.customers.read({ kind: merged.kind ?? 'consumer', companyName: merged.companyName, vatNumber: merged.vatNumber, country }, { fieldPrefix: 'customer.', requireBusinessDetails: true });
  const terms = checkOfferTerms(input.terms, input.today);
  const errors = [...(contact.ok ? [] : contact.error), ...(vatForm.ok || vatForm.error.kind !== 'invalid-input' ? [] : vatForm.error.errors), ...(terms.ok ? [] : terms.error)];
  if (!contact.ok || !vatForm.ok || !terms.ok) return err(invalidInput(errors));

  const products = await loadProducts(deps.catalogue, terms.value.lines, input.language);
  if (!products.ok) return err(invalidInput(products.error));
  // A product line without a condition is offered in the product's own.
  const lines = terms.value.lines.map((line) => (line.productId === null || line.condition !== null ? line : { ...line, condition: products.value.get(line.productId)?.condition ?? 'new' }));
  const checked: OfferTerms = { ...terms.value, lines };
  const transport = await priceOfferTransport(deps.transportTables, checked, products.value);
  if (!transport.ok) return err(invalidInput([transport.error]));

  const customer = await deps.vat.customers.confirm(vatForm.value, UNLIMITED_VAT_LOOKUPS);
  if (!customer.ok) return customer;
  const conditions = lines.flatMap((line) => (line.condition === null ? [] : [line.condition]));
  const delivery = checked.transport?.country ?? null;
  const priced = priceOffer(
    {
      lines: lines.map((line) => ({ quantity: line.quantity, unitPrice: line.unitPrice, discount: line.discount, supply: line.condition === null ? FREE_LINE_SUPPLY : productLineSupply(line.condition) })),
      transport: transport.value === null ? null : { price: transport.value, supply: transportSupply(conditions) },
      discount: checked.discount,
      delivery: { country: delivery ?? 'BE', collectedAtDepot: delivery === null },
    },
    customer.value.customer,
    vatSettingsNow(deps.vat),
  );
  if (priced.total > MAX_OFFER_TOTAL) return err(invalidInput([{ field: 'lines', message: OFFER_MESSAGES.offerTooLarge }]));

  const offerCustomer: OfferCustomer = {
    ...contact.value,
    kind: customer.value.kind,
    companyName: customer.value.companyName,
    vatNumber: customer.value.vatNumber,
    language: input.language,
  };
  const titles = new Map([...products.value].map(([id, product]) => [id, product.title]));
  return ok(
    buildOfferRevision({
      revision: input.revision,
      customer: offerCustomer,
      terms: checked,
      productTitles: titles,
      transportTitle: checked.transport === null ? '' : transportTitle(checked.transport.option, checked.transport.country, checked.transport.postcode, input.language),
      priced,
      vatDetail: vatDecisionOf(customer.value, deps.vat.ossEnabled, deps.vat.now(), priced.summary.groups),
      validUntil: checked.validUntil ?? defaultValidUntil(input.today, deps.validityDays),
    }),
  );
};
