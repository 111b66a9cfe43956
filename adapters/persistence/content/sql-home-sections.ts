import type { DataSource } from 'typeorm';
import type { HomeSections } from '../../../application/content/home-sections.port.js';
import type { Section } from '../../../domain/landing/section.js';
import { SECTION_JSON_SQL, toSections, type SectionJson } from '../shared/section-row.mapper.js';

const HOME_SQL = `
SELECT ${SECTION_JSON_SQL} AS section
FROM sections s
WHERE s.landing_page_id IS NULL
ORDER BY s.order_index, s.id`;

export class SqlHomeSections implements HomeSections {
  constructor(private readonly dataSource: DataSource) {}

  async listHomeSections(): Promise<readonly Section[]> {
    const rows: { section: SectionJson }[] = await this.dataSource.query(HOME_SQL);
    return toSections(rows.map((row) => row.section));
  }
}
