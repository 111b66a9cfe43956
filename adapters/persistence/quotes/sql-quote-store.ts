import type { DataSource } from 'typeorm';
import type { OutgoingEmail } from '../../../application/email/outgoing-email.js';
import type { QuoteRecord, QuoteStore } from '../../../application/quotes/quote-store.port.js';
import { writeOutboxEmails } from '../shared/outbox-writer.js';
import { QUOTE_COLUMNS, quoteValues } from '../shared/quote-columns.js';

const INSERT_QUOTE = `INSERT INTO quotes (${QUOTE_COLUMNS}) VALUES (${Array.from({ length: 23 }, (_, index) => `$${index + 1}`).join(', ')})`;

export class SqlQuoteStore implements QuoteStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly defaultFrom: string,
  ) {}

  async save(quote: QuoteRecord, emails: readonly OutgoingEmail[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(INSERT_QUOTE, quoteValues(quote));
      await writeOutboxEmails(manager, emails, this.defaultFrom);
    });
  }
}
