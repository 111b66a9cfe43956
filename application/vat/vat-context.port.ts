import type { Result } from '../../domain/shared/result.js';
import type { ResolvedVatCustomer } from '../../domain/vat/resolved-vat-customer.js';
import type { VatCustomerForm, VatCustomerInput } from '../../domain/vat/vat-customer-form.js';
import type { VatNumberCountry } from '../../domain/vat/vat-number.js';
import type { ApplicationError } from '../shared/application-error.js';
import type { VatLookupBudget } from './vat-number-lookups.port.js';

/** The customer as a request describes them; every field may be missing. */
export interface VatCustomerRequest extends VatCustomerInput {
  /** The customer's country, for a VAT number typed without its prefix. */
  readonly country?: VatNumberCountry | null | undefined;
}

export interface ResolveOptions {
  /** Field names in errors, e.g. `customer.` for a body or `` for query parameters. */
  readonly fieldPrefix: string;
  /** Orders and quotes need a business's company name and VAT number; the cart preview does not. */
  readonly requireBusinessDetails: boolean;
}

/** The VAT feature's customer check, as the cart, the checkout, quotes and offers use it (vat-customer.ts). */
export interface VatCustomers {
  /** The kind and a VAT number's format and check digits; a typo is a 400 naming the field. */
  read(request: VatCustomerRequest | null | undefined, options: ResolveOptions): Result<VatCustomerForm | null, ApplicationError>;
  /** The number confirmed with VIES on the asker's budget (a spent budget is a 429). */
  confirm(form: VatCustomerForm | null, budget: VatLookupBudget): Promise<Result<ResolvedVatCustomer, ApplicationError>>;
}

/** What pricing VAT needs from outside: the shop's OSS setting, the clock and the customer check. */
export interface VatContext {
  /** One-Stop-Shop registration: on, distance sales to consumers pay the arrival country's VAT. */
  readonly ossEnabled: boolean;
  readonly now: () => Date;
  /** Over VIES behind its cache, merged lookups and the askers' budgets (cached-vat-number-registry.ts). */
  readonly customers: VatCustomers;
}
