import type { DataSource } from 'typeorm';
import type { OutgoingEmail } from '../../../application/email/outgoing-email.js';
import type { QuoteRecord, QuoteStore } from '../../../application/quotes/quote-store.port.js';
import { writeOutboxEmails } from '../email/outbox-writer.js';

const INSERT_QUOTE = `
INSERT INTO quotes (id, product_id, customer_name, email, phone, company_name, quantity_requested, delivery_address,
  preferred_delivery_date, special_requirements, request_type, purchase_option, transport_type, transport_price_cents,
  color_type, ral_color, language, customer_kind, vat_number, vat_detail, transport_option, transport_country, transport_postcode)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)`;

export class SqlQuoteStore implements QuoteStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly defaultFrom: string,
  ) {}

  async save(quote: QuoteRecord, emails: readonly OutgoingEmail[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(INSERT_QUOTE, [
        quote.id,
        quote.productId,
        quote.customerName,
        quote.email,
        quote.phone,
        quote.companyName,
        quote.quantityRequested,
        quote.deliveryAddress,
        quote.preferredDeliveryDate,
        quote.specialRequirements,
        quote.requestType,
        quote.purchaseOption,
        quote.transportType,
        quote.transportPrice,
        quote.colorType,
        quote.ralColor,
        quote.language,
        quote.vatDecision.customerKind,
        quote.vatDecision.vatNumber,
        JSON.stringify(quote.vatDecision),
        quote.transport?.option ?? null,
        quote.transport?.country ?? null,
        quote.transport?.postcode ?? null,
      ]);
      await writeOutboxEmails(manager, emails, this.defaultFrom);
    });
  }
}
