import type { EmailCompany } from '../../domain/email/company-details.js';
import type { Condition } from '../../domain/catalogue/product.js';
import { quoteAdminEmail, quoteAdminFallbackEmail, quoteCustomerEmail, type QuoteEmailData } from '../../domain/email/quote-emails.js';
import type { FormInput } from '../../domain/forms/form-fields.js';
import { validateQuoteForm } from '../../domain/forms/quote-form.js';
import { quoteSelectionFields } from '../../domain/purchase/quote-mapping.js';
import type { Language, LocalizedText } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { ProductCatalogue } from '../catalogue/product-catalogue.port.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';
import { invalidInput, notFound, type ApplicationError } from '../shared/application-error.js';
import type { TransportTables } from '../transport/transport-tables.port.js';
import { priceQuoteTransport, type PricedTransport, type TransportChoice } from './quote-transport.js';
import type { QuoteRecord, QuoteStore } from './quote-store.port.js';
import { quoteSupplyKind } from '../../domain/purchase/quote-supply.js';
import type { VatLookupBudget } from '../vat/vat-number-lookups.port.js';
import type { VatContext, VatCustomerRequest } from '../vat/vat-context.port.js';
import { quoteVatDecision } from './quote-vat-decision.js';

export interface SubmitQuoteDeps {
  readonly catalogue: Pick<ProductCatalogue, 'loadDetail'>;
  readonly transportTables: Pick<TransportTables, 'current'>;
  readonly quotes: QuoteStore;
  readonly newId: () => string;
  /** Where the admin notification goes. */
  readonly companyMailbox: string;
  /** The configured company, who signs the customer's confirmation. */
  readonly company: EmailCompany;
  readonly vat: VatContext;
}

export interface QuoteSubmission {
  readonly productId: string;
  readonly condition: Condition;
  readonly language: Language;
  /** The quote form's fields (customerName, email, …), checked by the domain's validateQuoteForm. */
  readonly form: FormInput;
  readonly transport: TransportChoice | null;
  /** The hidden 'website' field: people leave it empty, form-filling bots do not. */
  readonly honeypot: string | null;
  /** Private (the default) or a business with its VAT number; decides the VAT the quote states. */
  readonly customer?: VatCustomerRequest | null;
  /** The client's budget of VIES lookups (shared with the cart preview and orders). */
  readonly vatLookups: VatLookupBudget;
}

export interface SubmittedQuote {
  readonly id: string;
  /** False for a honeypot hit: the answer looks the same, nothing was kept. */
  readonly stored: boolean;
}

const PRODUCT_NOT_FOUND: LocalizedText = {
  nl: 'Product niet gevonden.',
  de: 'Produkt nicht gefunden.',
  fr: 'Produit introuvable.',
  en: 'Product not found.',
};

const quoteEmails = (data: QuoteEmailData, customerEmail: string, companyMailbox: string): readonly OutgoingEmail[] => [
  {
    ...quoteAdminEmail(data),
    to: companyMailbox,
    replyTo: customerEmail,
    dedupeKey: `quote-admin:${data.quoteId}`,
    fallback: quoteAdminFallbackEmail(data),
  },
  { ...quoteCustomerEmail(data), to: customerEmail, dedupeKey: `quote-confirmation:${data.quoteId}` },
];

/**
 * A quote request from the product page: the form checked by the domain,
 * the transport priced by the server, the spec's mappings applied, then the
 * quote and its two emails (admin notification with reply-to and fallback,
 * customer confirmation in their language) written in one transaction.
 */
export const submitQuote =
  (deps: SubmitQuoteDeps) =>
  async (submission: QuoteSubmission): Promise<Result<SubmittedQuote, ApplicationError>> => {
    const id = deps.newId();
    if (submission.honeypot !== null && submission.honeypot.trim() !== '') return ok({ id, stored: false });
    const form = validateQuoteForm(submission.form);
    if (!form.ok) return err(invalidInput(form.error.errors));
    const request = form.value;
    const customerRequest = submission.customer ?? null;
    const customerForm = deps.vat.customers.read(
      customerRequest === null ? null : { ...customerRequest, companyName: customerRequest.companyName ?? request.companyName },
      { fieldPrefix: 'customer.', requireBusinessDetails: true },
    );
    if (!customerForm.ok) return customerForm;
    const product = await deps.catalogue.loadDetail(submission.productId, submission.language);
    if (product === null) return err(notFound(PRODUCT_NOT_FOUND));

    let transport: PricedTransport | null = null;
    if (submission.transport !== null) {
      const priced = priceQuoteTransport(submission.transport, product, request.quantityRequested, await deps.transportTables.current());
      if (!priced.ok) return err(invalidInput([priced.error]));
      transport = priced.value;
    }
    const fields = quoteSelectionFields({
      condition: submission.condition,
      colorType: request.colorType,
      ralColor: request.ralColor,
      transportPrice: transport?.price ?? null,
    });
    if (!fields.ok) return err(invalidInput([{ field: fields.error.field, message: fields.error.message }]));
    // VIES is asked only for a request that will be kept: the product exists and every field is right.
    const customer = await deps.vat.customers.confirm(customerForm.value, submission.vatLookups);
    if (!customer.ok) return customer;
    // A business may name its company in the customer block alone (the contract's `customer.companyName`).
    const companyName = request.companyName ?? customer.value.companyName;

    const record: QuoteRecord = {
      id,
      productId: product.id,
      customerName: request.customerName,
      email: request.email,
      phone: request.phone,
      companyName,
      quantityRequested: request.quantityRequested,
      deliveryAddress: request.deliveryAddress,
      preferredDeliveryDate: request.preferredDeliveryDate,
      specialRequirements: request.specialRequirements,
      ...fields.value,
      language: submission.language,
      vatDecision: quoteVatDecision({
        customer: customer.value,
        supply: quoteSupplyKind(fields.value.requestType, fields.value.purchaseOption),
        deliveryCountry: transport?.option === 'self_pickup' ? null : (transport?.country ?? null),
        vat: deps.vat,
      }),
      transport: transport === null ? null : { option: transport.option, country: transport.country, postcode: transport.postcode },
    };
    const emailData: QuoteEmailData = {
      company: deps.company,
      quoteId: id,
      language: submission.language,
      productTitle: product.title,
      condition: submission.condition,
      request: { ...request, companyName },
      fields: fields.value,
      transport,
      vat: record.vatDecision,
    };
    await deps.quotes.save(record, quoteEmails(emailData, request.email, deps.companyMailbox));
    return ok({ id, stored: true });
  };
