import type { AdminLandingPageSummary } from '../../../application/admin-content/landing-page-admin-store.port.js';
import type { LandingVisibility, MenuSection } from '../../../application/admin-content/landing-page-input.js';
import type { LandingPageTranslation } from '../../../application/content/landing-page-catalogue.port.js';
import { isLanguage } from '../../../domain/shared/language.js';

interface TranslationJson extends Omit<LandingPageTranslation, 'language'> {
  readonly language: string;
}

export interface AdminLandingPageRow {
  readonly id: string;
  readonly slug: string;
  readonly is_published: boolean;
  /** Checked by the table's CHECK constraints. */
  readonly visibility: LandingVisibility;
  readonly menu_section: MenuSection | null;
  readonly menu_order: number;
  readonly related_product_ids: readonly string[];
  readonly related_blog_post_ids: readonly string[];
  readonly created_at: Date;
  readonly updated_at: Date;
  readonly translations: readonly TranslationJson[];
}

export const toAdminLandingPageSummary = (row: AdminLandingPageRow): AdminLandingPageSummary => ({
  id: row.id,
  slug: row.slug,
  isPublished: row.is_published,
  visibility: row.visibility,
  menuSection: row.menu_section,
  menuOrder: row.menu_order,
  relatedProductIds: row.related_product_ids,
  relatedBlogPostIds: row.related_blog_post_ids,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  translations: row.translations.flatMap((translation) => {
    const { language } = translation;
    return isLanguage(language) ? [{ ...translation, language }] : [];
  }),
});
