import type { DataSource } from 'typeorm';
import type { FaqCatalogue, FaqEntry } from '../../../application/content/faq-catalogue.port.js';
import type { Language } from '../../../domain/shared/language.js';

const LIST_SQL = `
SELECT f.id, t.question, t.answer
FROM faqs f
JOIN faq_translations t ON t.faq_id = f.id AND t.language = $1
ORDER BY f.order_index, f.id`;

export class SqlFaqCatalogue implements FaqCatalogue {
  constructor(private readonly dataSource: DataSource) {}

  async listFaqs(language: Language): Promise<readonly FaqEntry[]> {
    return this.dataSource.query(LIST_SQL, [language]);
  }
}
