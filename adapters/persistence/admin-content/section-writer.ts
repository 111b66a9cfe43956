import type { EntityManager } from 'typeorm';
import type { SectionDraft } from '../../../application/admin-content/section-input.js';
import type { Language } from '../../../domain/shared/language.js';

/** A landing page's section ids are unique per page: stored as `{pageId}:{id}` (read back without the prefix). */
export const storedSectionId = (id: string | null, landingPageId: string | null): string | null =>
  id === null || landingPageId === null ? id : `${landingPageId}:${id}`;

/** Inserts a section (its id kept when given) and its translations; gives the stored id. Call inside a transaction. */
export const insertSection = async (manager: EntityManager, draft: SectionDraft, landingPageId: string | null, orderIndex: number): Promise<string> => {
  const rows: { id: string }[] = await manager.query(
    `INSERT INTO sections (id, landing_page_id, type, order_index, background_color, background_gradient, padding_top, padding_bottom)
     VALUES (coalesce($1, gen_random_uuid()::text), $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [storedSectionId(draft.id, landingPageId), landingPageId, draft.type, orderIndex, draft.backgroundColor, draft.backgroundGradient, draft.paddingTop, draft.paddingBottom],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('section insert returned no id');
  await insertSectionTranslations(manager, id, draft);
  return id;
};

/** Writes the draft's translations of a section whose translations were removed (or that has none yet). */
export const insertSectionTranslations = async (manager: EntityManager, sectionId: string, draft: SectionDraft): Promise<void> => {
  for (const [language, t] of Object.entries(draft.translations) as [Language, NonNullable<SectionDraft['translations'][Language]>][]) {
    await manager.query(
      `INSERT INTO section_translations (section_id, language, title, subtitle, content_html, image_url, image_alt, button_text, button_url, highlight_boxes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)`,
      [sectionId, language, t.title, t.subtitle, t.contentHtml, t.imageUrl, t.imageAlt, t.buttonText, t.buttonUrl, JSON.stringify(t.highlightBoxes)],
    );
  }
};
