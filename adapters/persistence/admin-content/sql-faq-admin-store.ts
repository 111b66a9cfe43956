import type { DataSource, EntityManager } from 'typeorm';
import type { AdminFaq, FaqAdminStore } from '../../../application/admin-content/faq-admin-store.port.js';
import type { FaqDraft, FaqTranslation } from '../../../application/admin-content/faq-input.js';
import { isCompleteOrder, type ReorderOutcome } from '../../../application/admin-content/ordered-store.port.js';
import { isLanguage } from '../../../domain/shared/language.js';
import { returnedRows } from '../returned-rows.js';
import { isUuid } from '../uuid.js';

interface FaqRow {
  readonly id: string;
  readonly order_index: number;
  readonly translations: readonly { readonly language: string; readonly question: string; readonly answer: string }[];
}

const FAQ_SQL = `
SELECT f.id, f.order_index,
  (SELECT coalesce(json_agg(json_build_object('language', t.language, 'question', t.question, 'answer', t.answer) ORDER BY t.language), '[]')
   FROM faq_translations t WHERE t.faq_id = f.id) AS translations
FROM faqs f`;

const toFaq = (row: FaqRow): AdminFaq => ({
  id: row.id,
  orderIndex: row.order_index,
  translations: row.translations.flatMap((t): FaqTranslation[] => (isLanguage(t.language) ? [{ language: t.language, question: t.question, answer: t.answer }] : [])),
});

export class SqlFaqAdminStore implements FaqAdminStore {
  constructor(private readonly dataSource: DataSource) {}

  async list(): Promise<readonly AdminFaq[]> {
    const rows: FaqRow[] = await this.dataSource.query(`${FAQ_SQL} ORDER BY f.order_index, f.id`);
    return rows.map(toFaq);
  }

  async create(draft: FaqDraft): Promise<AdminFaq> {
    return this.dataSource.transaction(async (manager) => {
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO faqs (order_index) SELECT coalesce(max(order_index), 0) + 1 FROM faqs RETURNING id`,
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('faq insert returned no id');
      return this.saveTranslations(manager, id, draft);
    });
  }

  async update(id: string, draft: FaqDraft): Promise<AdminFaq | null> {
    if (!isUuid(id)) return null;
    return this.dataSource.transaction(async (manager) => {
      const found: unknown[] = await manager.query(`SELECT 1 FROM faqs WHERE id = $1 FOR UPDATE`, [id]);
      if (found.length === 0) return null;
      await manager.query(`DELETE FROM faq_translations WHERE faq_id = $1`, [id]);
      return this.saveTranslations(manager, id, draft);
    });
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return returnedRows(await this.dataSource.query(`DELETE FROM faqs WHERE id = $1 RETURNING id`, [id])).length > 0;
  }

  async reorder(ids: readonly string[]): Promise<ReorderOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const stored: { id: string }[] = await manager.query(`SELECT id FROM faqs FOR UPDATE`);
      if (!isCompleteOrder(stored.map((row) => row.id), ids)) return 'ids-mismatch';
      await manager.query(
        `UPDATE faqs SET order_index = o.position FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, position) WHERE faqs.id = o.id`,
        [ids],
      );
      return 'reordered';
    });
  }

  private async saveTranslations(manager: EntityManager, id: string, draft: FaqDraft): Promise<AdminFaq> {
    for (const t of draft.translations) {
      await manager.query(`INSERT INTO faq_translations (faq_id, language, question, answer) VALUES ($1, $2, $3, $4)`, [id, t.language, t.question, t.answer]);
    }
    const rows: FaqRow[] = await manager.query(`${FAQ_SQL} WHERE f.id = $1`, [id]);
    const row = rows[0];
    if (row === undefined) throw new Error('faq vanished inside its transaction');
    return toFaq(row);
  }
}
