import { parseHighlightBoxes } from '../../../domain/landing/highlight-boxes.js';
import { sanitizeLinkUrl } from '../../../domain/landing/link-url.js';
import { isSectionType, type Section, type SectionTranslation } from '../../../domain/landing/section.js';
import { isLanguage, type Language } from '../../../domain/shared/language.js';

/**
 * A landing page's section ids are stored as `{pageId}:{id}` (ids are unique per page, the key is global);
 * the page-local id is what the site and the admin see, so a page may have its own 'leasing-section'.
 */
const PAGE_LOCAL_ID_SQL = `CASE WHEN starts_with(s.id, s.landing_page_id::text || ':') THEN substr(s.id, length(s.landing_page_id::text) + 2) ELSE s.id END`;

/** One section with its translations as JSON, built on the alias `s` (no N+1: one subquery per section row). */
export const SECTION_JSON_SQL = `json_build_object('id', ${PAGE_LOCAL_ID_SQL}, 'type', s.type, 'orderIndex', s.order_index,
  'backgroundColor', s.background_color, 'backgroundGradient', s.background_gradient,
  'paddingTop', s.padding_top, 'paddingBottom', s.padding_bottom,
  'translations', (SELECT coalesce(json_agg(json_build_object('language', st.language, 'title', st.title,
      'subtitle', st.subtitle, 'contentHtml', st.content_html, 'imageUrl', st.image_url, 'imageAlt', st.image_alt,
      'buttonText', st.button_text, 'buttonUrl', st.button_url, 'highlightBoxes', st.highlight_boxes) ORDER BY st.language), '[]')
    FROM section_translations st WHERE st.section_id = s.id))`;

interface SectionTranslationJson {
  readonly language: string;
  readonly title: string | null;
  readonly subtitle: string | null;
  readonly contentHtml: string | null;
  readonly imageUrl: string | null;
  readonly imageAlt: string | null;
  readonly buttonText: string | null;
  readonly buttonUrl: string | null;
  /** A list, or JSON text holding one (older rows). */
  readonly highlightBoxes: unknown;
}

/** What SECTION_JSON_SQL gives. */
export interface SectionJson {
  readonly id: string;
  readonly type: string;
  readonly orderIndex: number | string;
  readonly backgroundColor: string | null;
  readonly backgroundGradient: string | null;
  readonly paddingTop: string | null;
  readonly paddingBottom: string | null;
  readonly translations: readonly SectionTranslationJson[];
}

const toTranslation = (json: SectionTranslationJson): SectionTranslation => ({
  title: json.title ?? '',
  subtitle: json.subtitle,
  contentHtml: json.contentHtml,
  imageUrl: json.imageUrl,
  imageAlt: json.imageAlt,
  buttonText: json.buttonText,
  buttonUrl: sanitizeLinkUrl(json.buttonUrl),
  highlightBoxes: parseHighlightBoxes(json.highlightBoxes),
});

/** The domain's section, or null for a type the site does not know (it renders nothing). */
export const toSection = (json: SectionJson): Section | null => {
  if (!isSectionType(json.type)) return null;
  const translations: Partial<Record<Language, SectionTranslation>> = {};
  for (const translation of json.translations) {
    if (isLanguage(translation.language)) translations[translation.language] = toTranslation(translation);
  }
  return {
    id: json.id,
    type: json.type,
    orderIndex: Number(json.orderIndex),
    backgroundColor: json.backgroundColor,
    backgroundGradient: json.backgroundGradient,
    paddingTop: json.paddingTop,
    paddingBottom: json.paddingBottom,
    translations,
  };
};

export const toSections = (json: readonly SectionJson[]): Section[] =>
  json.map(toSection).filter((section): section is Section => section !== null);
