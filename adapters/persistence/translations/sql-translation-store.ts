import type { DataSource, EntityManager } from 'typeorm';
import type { StorableTranslationUpdate, TranslationStore } from '../../../application/translations/translation-store.port.js';
import type { Language } from '../../../domain/shared/language.js';
import { TRANSLATION_FIELDS, type TranslationKind } from '../../../domain/translations/translation-fields.js';
import {
  missingRequiredFields,
  translationColumn,
  type TranslationProblem,
  type TranslationRecord,
  type TranslationUpdate,
} from '../../../domain/translations/translations-csv.js';

interface KindTable {
  readonly items: string;
  readonly table: string;
  readonly key: string;
  readonly columns: Readonly<Record<string, string>>;
}

const TABLES: Readonly<Record<TranslationKind, KindTable>> = {
  product: {
    items: 'products',
    table: 'product_translations',
    key: 'product_id',
    columns: { title: 'title', slug: 'slug', description: 'description', descriptionHtml: 'description_html', metaTitle: 'meta_title', metaDescription: 'meta_description' },
  },
  blog: { items: 'blog_posts', table: 'blog_post_translations', key: 'blog_post_id', columns: { title: 'title', slug: 'slug', content: 'content', metaDescription: 'meta_description' } },
  'landing-page': {
    items: 'landing_pages',
    table: 'landing_page_translations',
    key: 'landing_page_id',
    columns: { title: 'title', slug: 'slug', metaTitle: 'meta_title', metaDescription: 'meta_description', content: 'content' },
  },
  faq: { items: 'faqs', table: 'faq_translations', key: 'faq_id', columns: { question: 'question', answer: 'answer' } },
};

class RollBack extends Error {}

export class SqlTranslationStore implements TranslationStore {
  constructor(private readonly dataSource: DataSource) {}

  async exportAll(): Promise<readonly TranslationRecord[]> {
    const records: TranslationRecord[] = [];
    for (const kind of Object.keys(TABLES) as TranslationKind[]) {
      const { items, table, key, columns } = TABLES[kind];
      const select = Object.entries(columns).map(([field, column]) => `'${field}', t.${column}`).join(', ');
      const rows: { id: string; texts: Partial<Record<Language, Record<string, string | null>>> | null }[] = await this.dataSource.query(
        `SELECT i.id, (SELECT json_object_agg(t.language, json_build_object(${select})) FROM ${table} t WHERE t.${key} = i.id) AS texts
         FROM ${items} i ORDER BY i.id`,
      );
      for (const row of rows) records.push({ kind, id: row.id, texts: row.texts ?? {} });
    }
    return records;
  }

  private async applyOne(manager: EntityManager, storable: StorableTranslationUpdate): Promise<readonly TranslationProblem[]> {
    const { texts, html, ...rest } = storable;
    const update: TranslationUpdate = { ...rest, fields: { ...texts, ...html } };
    const { items, table, key, columns } = TABLES[update.kind];
    const exists: unknown[] = await manager.query(`SELECT 1 FROM ${items} WHERE id = $1`, [update.id]);
    if (exists.length === 0) return [{ line: update.line, column: 'id', reason: `no ${update.kind} with this id` }];
    const known: unknown[] = await manager.query(`SELECT 1 FROM ${table} WHERE ${key} = $1 AND language = $2`, [update.id, update.language]);
    const fields = Object.entries(update.fields).filter(([field]) => (TRANSLATION_FIELDS[update.kind] as readonly string[]).includes(field));
    if (known.length === 0) {
      const missing = missingRequiredFields(update);
      if (missing.length > 0) return missing;
      const names = [key, 'language', ...fields.map(([field]) => columns[field])];
      await manager.query(
        `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_, index) => `$${index + 1}`).join(', ')})`,
        [update.id, update.language, ...fields.map(([, value]) => value)],
      );
    } else {
      const sets = fields.map(([field], index) => `${columns[field]} = $${index + 3}`).join(', ');
      await manager.query(`UPDATE ${table} SET ${sets} WHERE ${key} = $1 AND language = $2`, [update.id, update.language, ...fields.map(([, value]) => value)]);
    }
    return [];
  }

  async apply(updates: readonly StorableTranslationUpdate[], dryRun: boolean): Promise<readonly TranslationProblem[]> {
    const problems: TranslationProblem[] = [];
    try {
      await this.dataSource.transaction(async (manager) => {
        for (const update of updates) {
          // A savepoint per update, so a taken slug is reported by line and the rest still checked.
          await manager.query('SAVEPOINT translation_update');
          try {
            problems.push(...(await this.applyOne(manager, update)));
            await manager.query('RELEASE SAVEPOINT translation_update');
          } catch (error) {
            await manager.query('ROLLBACK TO SAVEPOINT translation_update');
            if ((error as { code?: string }).code !== '23505') throw error;
            problems.push({ line: update.line, column: translationColumn('slug', update.language), reason: 'this slug is already used in this language' });
          }
        }
        if (dryRun || problems.length > 0) throw new RollBack();
      });
    } catch (error) {
      if (!(error instanceof RollBack)) throw error;
    }
    return problems;
  }
}
