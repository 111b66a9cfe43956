import type { LocalizedText } from '../shared/language.js';
import { VAT_EXEMPTION_REASON_CODES, type VatCategory, type VatExemptionReasonCode } from './vat-category.js';
import { INTRA_COMMUNITY_SUPPLY_MENTION, REVERSE_CHARGE_MENTION } from './vat-mentions.js';
import { standardVatRate, type VatRateCountry } from './vat-rates.js';

/** The shop sells from Belgium: its depot and its VAT registration are there. */
export const SELLER_COUNTRY = 'BE' satisfies VatRateCountry;

export const SUPPLY_KINDS = ['container_sale', 'transport', 'rent', 'leasing', 'modification'] as const;
/** Goods (a container and the transport that goes with it) or services (rent, leasing, modification work). */
export type SupplyKind = (typeof SUPPLY_KINDS)[number];

export const CUSTOMER_KINDS = ['consumer', 'business'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

export interface VatCustomer {
  readonly kind: CustomerKind;
  /** ISO country of the business's VAT number (GR for the EL prefix), null without one. */
  readonly vatNumberCountry: string | null;
  /** True only when VIES confirmed the number as registered. */
  readonly vatNumberConfirmed: boolean;
}

/** A private customer, and the answer for anyone who gave no VAT number. */
export const CONSUMER: VatCustomer = { kind: 'consumer', vatNumberCountry: null, vatNumberConfirmed: false };

export interface VatTreatmentInput {
  readonly customer: VatCustomer;
  /** Where the seller delivers the goods; not looked at when the customer collects them. */
  readonly deliveryCountry: VatRateCountry;
  readonly collectedAtDepot: boolean;
  readonly supply: SupplyKind;
  /** The One-Stop-Shop setting: on, distance sales to consumers are taxed where they arrive. */
  readonly ossEnabled: boolean;
  /** ISO date of the supply, for the rate table. */
  readonly date: string;
}

/** Which rule of docs/vat.md decided; stored with the order for the accountant. */
export type VatRule =
  | 'domestic'
  | 'collected-at-depot'
  | 'intra-community-supply'
  | 'distance-sale-oss'
  | 'distance-sale-origin'
  | 'reverse-charge'
  | 'service-in-belgium';

export interface VatTreatment {
  readonly rule: VatRule;
  readonly category: VatCategory;
  readonly ratePercent: number;
  /** Whose VAT is charged (or, at 0 %, the seller's country). */
  readonly taxCountry: VatRateCountry;
  readonly exemptionReasonCode: VatExemptionReasonCode | null;
  /** The legal mention in every language, for 0 % lines; null when VAT is charged. */
  readonly mention: LocalizedText | null;
}

const charged = (rule: VatRule, taxCountry: VatRateCountry, date: string): VatTreatment => ({
  rule,
  category: 'S',
  ratePercent: standardVatRate(taxCountry, date),
  taxCountry,
  exemptionReasonCode: null,
  mention: null,
});

const GOODS: ReadonlySet<SupplyKind> = new Set(['container_sale', 'transport']);

/** A business whose VAT number VIES confirmed, registered in a member state other than the seller's. */
const confirmedForeignBusiness = (customer: VatCustomer): boolean =>
  customer.kind === 'business' &&
  customer.vatNumberConfirmed &&
  customer.vatNumberCountry !== null &&
  customer.vatNumberCountry !== SELLER_COUNTRY;

const goodsTreatment = (input: VatTreatmentInput): VatTreatment => {
  // Collected at the depot: the supply takes place in Belgium (art. 31 Directive 2006/112/EC), and the
  // seller holds no proof of transport out of Belgium for an exemption.
  if (input.collectedAtDepot) return charged('collected-at-depot', SELLER_COUNTRY, input.date);
  if (input.deliveryCountry === SELLER_COUNTRY) return charged('domestic', SELLER_COUNTRY, input.date);
  const { customer } = input;
  // Art. 138 Directive / art. 39bis WBTW: exempt when the buyer is identified for VAT in the arrival country.
  if (confirmedForeignBusiness(customer) && customer.vatNumberCountry === input.deliveryCountry) {
    return {
      rule: 'intra-community-supply',
      category: 'K',
      ratePercent: 0,
      taxCountry: SELLER_COUNTRY,
      exemptionReasonCode: VAT_EXEMPTION_REASON_CODES.K,
      mention: INTRA_COMMUNITY_SUPPLY_MENTION,
    };
  }
  // Art. 33 Directive: intra-Community distance sales are taxed on arrival (declared through the OSS).
  return input.ossEnabled
    ? charged('distance-sale-oss', input.deliveryCountry, input.date)
    : charged('distance-sale-origin', SELLER_COUNTRY, input.date);
};

const serviceTreatment = (input: VatTreatmentInput): VatTreatment => {
  // Art. 44 and 196 Directive: B2B services are taxed where the customer is established, paid by the customer.
  // Containers are not means of transport (Implementing Regulation 282/2011 art. 38), so the general rule applies.
  if (confirmedForeignBusiness(input.customer)) {
    return {
      rule: 'reverse-charge',
      category: 'AE',
      ratePercent: 0,
      taxCountry: SELLER_COUNTRY,
      exemptionReasonCode: VAT_EXEMPTION_REASON_CODES.AE,
      mention: REVERSE_CHARGE_MENTION,
    };
  }
  // Art. 45 Directive: services to consumers (and here to Belgian businesses) are taxed where the supplier is.
  return charged('service-in-belgium', SELLER_COUNTRY, input.date);
};

/** The VAT treatment of one line: total, one answer for every input (docs/vat.md has the table). */
export const decideVatTreatment = (input: VatTreatmentInput): VatTreatment =>
  GOODS.has(input.supply) ? goodsTreatment(input) : serviceTreatment(input);
