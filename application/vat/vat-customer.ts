import { checkVatCustomer, type VatCustomerForm } from '../../domain/vat/vat-customer-form.js';
import { formatVatNumber, vatNumberIsoCountry } from '../../domain/vat/vat-number.js';
import { CONSUMER_CUSTOMER, type ResolvedVatCustomer } from '../../domain/vat/resolved-vat-customer.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { invalidInput, tooManyRequests, type ApplicationError } from '../shared/application-error.js';
import type { VatLookupBudget, VatNumberLookups } from './vat-number-lookups.port.js';
import type { ResolveOptions, VatCustomerRequest, VatCustomers } from './vat-context.port.js';

/**
 * Reads the customer a request describes: the kind, and a VAT number's format
 * and check digits by the domain, as the browser did. A typo is a 400 naming
 * the field. Nothing is asked of VIES yet: a use case first makes sure the
 * request is about something that exists (a cart, a product), then confirms.
 */
export const readVatCustomer = (request: VatCustomerRequest | null | undefined, options: ResolveOptions): Result<VatCustomerForm | null, ApplicationError> => {
  if (request === null || request === undefined) return ok(null);
  const form = checkVatCustomer(request, { requireBusinessDetails: options.requireBusinessDetails, country: request.country ?? undefined });
  if (!form.ok) return err(invalidInput(form.error.map((error) => ({ field: `${options.fieldPrefix}${error.field}`, message: error.message }))));
  return ok(form.value);
};

/**
 * Confirms a read customer's VAT number with VIES (registration), through the
 * cache and on the asker's budget of lookups: a spent budget is a 429 with
 * when to come back. VIES being down is no error: the customer is then charged
 * as without a confirmed number.
 */
export const confirmVatCustomer = async (
  registry: VatNumberLookups,
  form: VatCustomerForm | null,
  budget: VatLookupBudget,
): Promise<Result<ResolvedVatCustomer, ApplicationError>> => {
  if (form === null || form.kind === 'consumer') return ok(CONSUMER_CUSTOMER);
  const { kind, companyName, vatNumber } = form;
  const unconfirmed: ResolvedVatCustomer = { ...CONSUMER_CUSTOMER, customer: { kind, vatNumberCountry: null, vatNumberConfirmed: false }, kind, companyName };
  if (vatNumber === null) return ok(unconfirmed);
  const check = await registry.check(vatNumber, budget);
  if (check.status === 'refused') return err(tooManyRequests(check.retryAfterSeconds));
  return ok({
    customer: { kind, vatNumberCountry: vatNumberIsoCountry(vatNumber), vatNumberConfirmed: check.status === 'confirmed' },
    kind,
    companyName,
    vatNumber: formatVatNumber(vatNumber),
    vatNumberCheck: check.status,
    viesConsultation: check.status === 'confirmed' ? check.consultationNumber : null,
    vatCheckedAt: check.status === 'unavailable' ? null : check.checkedAt,
  });
};

/** The customer check over one registry: what the composition root hands the features (VatContext). */
export const vatCustomers = (registry: VatNumberLookups): VatCustomers => ({
  read: readVatCustomer,
  confirm: (form, budget) => confirmVatCustomer(registry, form, budget),
});
