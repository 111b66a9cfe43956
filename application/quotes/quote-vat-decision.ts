import type { TransportCountry } from '../../domain/transport/transport-country.js';
import type { QuoteVatDecision } from '../../domain/vat/quote-vat.js';
import { decideVatTreatment, type SupplyKind } from '../../domain/vat/vat-treatment.js';
import type { VatContext } from '../vat/vat-context.port.js';
import { vatSettingsNow } from '../../domain/vat/vat-settings-now.js';
import type { ResolvedVatCustomer } from '../../domain/vat/resolved-vat-customer.js';

export interface QuoteVatInput {
  readonly customer: ResolvedVatCustomer;
  readonly supply: SupplyKind;
  /** Where the truck would deliver; null when the quote asks for no delivery (taxed as collected at the depot). */
  readonly deliveryCountry: TransportCountry | null;
  readonly vat: Pick<VatContext, 'ossEnabled' | 'now'>;
}

/** The VAT a quote states, decided like an order line's and kept with the quote. */
export const quoteVatDecision = (input: QuoteVatInput): QuoteVatDecision => {
  const settings = vatSettingsNow(input.vat);
  const treatment = decideVatTreatment({
    customer: input.customer.customer,
    deliveryCountry: input.deliveryCountry ?? 'BE',
    collectedAtDepot: input.deliveryCountry === null,
    supply: input.supply,
    ossEnabled: settings.ossEnabled,
    date: settings.date,
  });
  return {
    customerKind: input.customer.kind,
    companyName: input.customer.companyName,
    vatNumber: input.customer.vatNumber,
    vatNumberCheck: input.customer.vatNumberCheck,
    viesConsultation: input.customer.viesConsultation,
    vatCheckedAt: input.customer.vatCheckedAt,
    ossEnabled: settings.ossEnabled,
    decidedAt: input.vat.now().toISOString(),
    treatment: {
      category: treatment.category,
      ratePercent: treatment.ratePercent,
      taxCountry: treatment.taxCountry,
      rule: treatment.rule,
      exemptionReasonCode: treatment.exemptionReasonCode,
      mention: treatment.mention,
    },
  };
};
