import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sanitiseHtml } from '../../security/html-sanitizer.js';
import { isSafeSectionStyle, type SectionStyleField } from '../../../domain/landing/section-style.js';

/** Every stored column a page shows as HTML (docs/security.md, "The sanitising boundary"). */
export const STORED_HTML_COLUMNS = [
  { table: 'product_translations', column: 'description_html' },
  { table: 'blog_post_translations', column: 'content' },
  { table: 'landing_page_translations', column: 'content_html' },
  { table: 'section_translations', column: 'content_html' },
] as const;

/** A section's style columns (they go into a style attribute): a value the allow-list does not know is cleared. */
const SECTION_STYLE_COLUMNS: Readonly<Record<SectionStyleField, string>> = {
  backgroundColor: 'background_color',
  backgroundGradient: 'background_gradient',
  paddingTop: 'padding_top',
  paddingBottom: 'padding_bottom',
};

const BATCH = 500;

/**
 * Rows written before the one sanitiser guarded every writer (a landing page saved through
 * the API, a translations import) are cleaned once by that same sanitiser, the adapter's
 * function, not a copy of its rules in SQL. Rows already clean stay untouched (the sanitiser
 * is idempotent). A section's style values outside the allow-list (domain/landing/section-style.ts)
 * are cleared. Nothing to undo: the removed markup was unsafe.
 */
export class SanitiseStoredHtml1795000000014 implements MigrationInterface {
  name = 'SanitiseStoredHtml1795000000014';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { table, column } of STORED_HTML_COLUMNS) {
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const rows: { id: string; html: string }[] = await queryRunner.query(
          `SELECT id::text AS id, ${column} AS html FROM ${table} WHERE ${column} IS NOT NULL AND id > $1 ORDER BY id LIMIT ${BATCH}`,
          [after],
        );
        for (const row of rows) {
          const clean = sanitiseHtml(row.html);
          if (clean !== row.html) await queryRunner.query(`UPDATE ${table} SET ${column} = $2 WHERE id = $1`, [row.id, clean]);
        }
        const last = rows.at(-1);
        if (last === undefined || rows.length < BATCH) break;
        after = last.id;
      }
    }
    await this.clearUnsafeSectionStyles(queryRunner);
  }

  private async clearUnsafeSectionStyles(queryRunner: QueryRunner): Promise<void> {
    for (const [field, column] of Object.entries(SECTION_STYLE_COLUMNS) as [SectionStyleField, string][]) {
      const rows: { id: string; value: string }[] = await queryRunner.query(`SELECT id, ${column} AS value FROM sections WHERE ${column} IS NOT NULL AND ${column} <> ''`);
      for (const row of rows) {
        if (!isSafeSectionStyle(field, row.value)) await queryRunner.query(`UPDATE sections SET ${column} = NULL WHERE id = $1`, [row.id]);
      }
    }
  }

  async down(): Promise<void> {
    // The markup removed was unsafe; there is nothing to put back.
  }
}
