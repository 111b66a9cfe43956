import type { DataSource, EntityManager } from 'typeorm';
import type { HomeSectionAdminStore } from '../../../application/admin-content/home-section-admin-store.port.js';
import { isCompleteOrder, type ReorderOutcome } from '../../../application/admin-content/ordered-store.port.js';
import type { SectionDraft } from '../../../application/admin-content/section-input.js';
import type { Section } from '../../../domain/landing/section.js';
import { SECTION_JSON_SQL, toSections, type SectionJson } from '../shared/section-row.mapper.js';
import { returnedRows } from '../returned-rows.js';
import { insertSection, insertSectionTranslations } from './section-writer.js';
import { isUniqueViolation } from '../uuid.js';

const HOME_SQL = `SELECT ${SECTION_JSON_SQL} AS section FROM sections s WHERE s.landing_page_id IS NULL`;

export class SqlHomeSectionAdminStore implements HomeSectionAdminStore {
  constructor(private readonly dataSource: DataSource) {}

  async list(): Promise<readonly Section[]> {
    const rows: { section: SectionJson }[] = await this.dataSource.query(`${HOME_SQL} ORDER BY s.order_index, s.id`);
    return toSections(rows.map((row) => row.section));
  }

  async create(draft: SectionDraft): Promise<Section | 'id-taken'> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const next: { position: string }[] = await manager.query(
          `SELECT floor(coalesce(max(order_index), 0)) + 1 AS position FROM sections WHERE landing_page_id IS NULL`,
        );
        const id = await insertSection(manager, draft, null, Number(next[0]?.position ?? 1));
        return this.loadWith(manager, id);
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'id-taken';
      throw error;
    }
  }

  async update(id: string, draft: SectionDraft): Promise<Section | null> {
    return this.dataSource.transaction(async (manager) => {
      const updated = returnedRows<{ id: string }>(
        await manager.query(
          `UPDATE sections SET type = $2, background_color = $3, background_gradient = $4, padding_top = $5, padding_bottom = $6, updated_at = now()
           WHERE id = $1 AND landing_page_id IS NULL RETURNING id`,
          [id, draft.type, draft.backgroundColor, draft.backgroundGradient, draft.paddingTop, draft.paddingBottom],
        ),
      );
      if (updated.length === 0) return null;
      await manager.query(`DELETE FROM section_translations WHERE section_id = $1`, [id]);
      await insertSectionTranslations(manager, id, draft);
      return this.loadWith(manager, id);
    });
  }

  async delete(id: string): Promise<boolean> {
    return returnedRows(await this.dataSource.query(`DELETE FROM sections WHERE id = $1 AND landing_page_id IS NULL RETURNING id`, [id])).length > 0;
  }

  async reorder(ids: readonly string[]): Promise<ReorderOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const stored: { id: string }[] = await manager.query(`SELECT id FROM sections WHERE landing_page_id IS NULL FOR UPDATE`);
      if (!isCompleteOrder(stored.map((row) => row.id), ids)) return 'ids-mismatch';
      await manager.query(
        `UPDATE sections SET order_index = o.position, updated_at = now()
         FROM unnest($1::text[]) WITH ORDINALITY AS o(id, position) WHERE sections.id = o.id AND sections.landing_page_id IS NULL`,
        [ids],
      );
      return 'reordered';
    });
  }

  private async loadWith(manager: EntityManager, id: string): Promise<Section> {
    const rows: { section: SectionJson }[] = await manager.query(`${HOME_SQL} AND s.id = $1`, [id]);
    const [section] = toSections(rows.map((row) => row.section));
    if (section === undefined) throw new Error(`home section ${id} vanished inside its transaction`);
    return section;
  }
}
