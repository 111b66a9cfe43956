import type { DataSource } from 'typeorm';
import type { OutgoingEmail } from '../../../application/email/outgoing-email.js';
import type { FollowUpQuote, OfferQuotes, QuoteForOffer } from '../../../application/offers/offer-quotes.port.js';
import type { ColorType, Condition, DeliveryOption } from '../../../domain/catalogue/product.js';
import { RAL_NOT_APPLICABLE } from '../../../domain/purchase/quote-mapping.js';
import type { Language } from '../../../domain/shared/language.js';
import type { TransportCountry } from '../../../domain/transport/transport-country.js';
import type { CustomerKind } from '../../../domain/vat/vat-treatment.js';
import { writeOutboxEmails } from '../shared/outbox-writer.js';
import { QUOTE_COLUMNS, quoteValues } from '../shared/quote-columns.js';

interface QuoteRow {
  readonly id: string;
  readonly product_id: string | null;
  readonly purchase_option: string;
  readonly quantity_requested: number;
  readonly color_type: ColorType;
  readonly ral_color: string | null;
  readonly customer_name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly company_name: string | null;
  readonly delivery_address: string | null;
  readonly language: Language;
  readonly customer_kind: CustomerKind;
  readonly vat_number: string | null;
  readonly transport_option: DeliveryOption | null;
  readonly transport_country: TransportCountry | null;
  readonly transport_postcode: string | null;
}

/** quotes.purchase_option back to the condition it was asked in (used_a → used-a). */
const conditionOf = (purchaseOption: string): Condition => (purchaseOption === 'used_a' ? 'used-a' : purchaseOption === 'used_cw' ? 'used-cw' : purchaseOption === 'rent' ? 'rent' : 'new');

const toQuote = (row: QuoteRow): QuoteForOffer => ({
  id: row.id,
  productId: row.product_id,
  condition: conditionOf(row.purchase_option),
  quantity: row.quantity_requested,
  colorType: row.color_type,
  ralColor: row.ral_color === null || row.ral_color === RAL_NOT_APPLICABLE ? null : row.ral_color,
  customerName: row.customer_name,
  email: row.email,
  phone: row.phone,
  companyName: row.company_name,
  deliveryAddress: row.delivery_address,
  language: row.language,
  customerKind: row.customer_kind,
  vatNumber: row.vat_number,
  transport: row.transport_option === null ? null : { option: row.transport_option, country: row.transport_country, postcode: row.transport_postcode },
});

const INSERT_FOLLOW_UP = `
INSERT INTO quotes (${QUOTE_COLUMNS}, previous_offer_id)
VALUES (${Array.from({ length: 24 }, (_, index) => `$${index + 1}`).join(', ')})
ON CONFLICT (previous_offer_id) WHERE previous_offer_id IS NOT NULL DO NOTHING
RETURNING id`;

/** The quote requests offers come from, and the follow-up requests asked from an offer's page. */
export class SqlOfferQuotes implements OfferQuotes {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailFrom: string,
  ) {}

  async find(quoteId: string): Promise<QuoteForOffer | null> {
    const [row]: QuoteRow[] = await this.dataSource.query(
      `SELECT id, product_id, purchase_option, quantity_requested, color_type, ral_color, customer_name, email, phone, company_name, delivery_address,
         language, customer_kind, vat_number, transport_option, transport_country, transport_postcode
       FROM quotes WHERE id = $1`,
      [quoteId],
    );
    return row === undefined ? null : toQuote(row);
  }

  requestFollowUp(quote: FollowUpQuote, emails: readonly OutgoingEmail[]): Promise<{ quoteId: string; created: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      const [inserted]: { id: string }[] = await manager.query(INSERT_FOLLOW_UP, [...quoteValues(quote), quote.previousOfferId]);
      if (inserted !== undefined) {
        await writeOutboxEmails(manager, emails, this.mailFrom);
        return { quoteId: inserted.id, created: true };
      }
      const [existing]: { id: string }[] = await manager.query(`SELECT id FROM quotes WHERE previous_offer_id = $1`, [quote.previousOfferId]);
      if (existing === undefined) throw new Error(`no follow-up request of offer ${quote.previousOfferId}`);
      return { quoteId: existing.id, created: false };
    });
  }
}
