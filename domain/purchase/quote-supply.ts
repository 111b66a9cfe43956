import type { SupplyKind } from '../vat/vat-treatment.js';
import type { PurchaseOption, QuoteRequestType } from './quote-mapping.js';

/** What a quote asks for, as VAT sees it: leasing and modification work are services, and so is renting. */
export const quoteSupplyKind = (requestType: QuoteRequestType, purchaseOption: PurchaseOption): SupplyKind => {
  if (requestType === 'Lease') return 'leasing';
  if (requestType === 'Special Modification') return 'modification';
  return purchaseOption === 'rent' ? 'rent' : 'container_sale';
};
