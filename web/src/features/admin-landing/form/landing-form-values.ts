import { LANGUAGES, type Language } from '../../../../../domain/shared/language.js';
import { sectionInputOf, sectionValuesOf, type SectionValues } from '../../../shared/section-editor/section-values.js';
import type { SectionInputJson } from '../../../shared/section-editor/section-json.js';
import type { AdminLandingPageJson, LandingPageInputJson, LandingTranslationInputJson } from '../remote/admin-landing-requests.js';
import type { LandingVisibility, MenuSection } from './landing-options.js';

export const LANDING_TEXT_FIELDS = [
  'title',
  'slug',
  'metaTitle',
  'metaDescription',
  'metaKeywords',
  'canonicalUrl',
  'content',
  'contentHtml',
  'ogTitle',
  'ogDescription',
  'ogImageUrl',
  'structuredData',
] as const;
export type LandingTextField = (typeof LANDING_TEXT_FIELDS)[number];
export type LandingTextValues = Readonly<Record<LandingTextField, string>>;

/** The 'Edit Landing Page' form while it is filled in. */
export interface LandingFormValues {
  readonly slug: string;
  readonly visibility: LandingVisibility;
  readonly menuSection: MenuSection | 'none';
  readonly menuOrder: string;
  readonly isPublished: boolean;
  readonly relatedProductIds: readonly string[];
  readonly relatedBlogPostIds: readonly string[];
  readonly texts: Readonly<Record<Language, LandingTextValues>>;
  readonly sections: readonly SectionValues[];
}

const emptyTexts = (): LandingTextValues => Object.fromEntries(LANDING_TEXT_FIELDS.map((field) => [field, ''])) as Record<LandingTextField, string>;

export const emptyLandingForm = (): LandingFormValues => ({
  slug: '',
  visibility: 'hidden',
  menuSection: 'none',
  menuOrder: '0',
  isPublished: false,
  relatedProductIds: [],
  relatedBlogPostIds: [],
  texts: { nl: emptyTexts(), de: emptyTexts(), fr: emptyTexts(), en: emptyTexts() },
  sections: [],
});

const structuredDataText = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2));

export const landingFormOf = (page: AdminLandingPageJson): LandingFormValues => {
  const texts = { ...emptyLandingForm().texts };
  for (const translation of page.translations) {
    const language = LANGUAGES.find((candidate) => candidate === translation.language);
    if (language === undefined) continue;
    const values = { ...emptyTexts() };
    for (const field of LANDING_TEXT_FIELDS) {
      values[field] = field === 'structuredData' ? structuredDataText(translation.structuredData) : ((translation[field] as string | null) ?? '');
    }
    texts[language] = values;
  }
  return {
    slug: page.slug,
    visibility: page.visibility,
    menuSection: page.menuSection ?? 'none',
    menuOrder: String(page.menuOrder),
    isPublished: page.isPublished,
    relatedProductIds: page.relatedProductIds,
    relatedBlogPostIds: page.relatedBlogPostIds,
    texts,
    sections: page.sections.map(sectionValuesOf),
  };
};

/** Message keys (adminLanding.errors.*) by the server's field names. */
export type LandingFormErrors = Readonly<Record<string, string>>;

const isBlank = (texts: LandingTextValues): boolean => LANDING_TEXT_FIELDS.every((field) => texts[field].trim() === '');

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** The spec's 'Default Slug required', and the server's rules early: a language begun needs a title; structured data is JSON; menu order a whole number. */
export const checkLandingForm = (values: LandingFormValues): LandingFormErrors => {
  const errors: Record<string, string> = {};
  if (values.slug.trim() === '') errors['slug'] = 'adminLanding.errors.defaultSlug';
  if (!/^-?\d+$/.test(values.menuOrder.trim())) errors['menuOrder'] = 'adminLanding.errors.menuOrder';
  for (const language of LANGUAGES) {
    const texts = values.texts[language];
    if (isBlank(texts)) continue;
    if (texts.title.trim() === '') errors[`translations.${language}.title`] = 'adminLanding.errors.title';
    if (texts.structuredData.trim() !== '' && !isJson(texts.structuredData)) errors[`translations.${language}.structuredData`] = 'adminLanding.errors.structuredData';
  }
  return errors;
};

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The page body; a language with nothing typed is left out (the server removes it). */
export const landingInputOf = (values: LandingFormValues): LandingPageInputJson => {
  const translations: Partial<Record<Language, LandingTranslationInputJson>> = {};
  for (const language of LANGUAGES) {
    const texts = values.texts[language];
    if (isBlank(texts)) continue;
    translations[language] = {
      title: texts.title.trim(),
      slug: orNull(texts.slug),
      metaTitle: orNull(texts.metaTitle),
      metaDescription: orNull(texts.metaDescription),
      metaKeywords: orNull(texts.metaKeywords),
      canonicalUrl: orNull(texts.canonicalUrl),
      content: orNull(texts.content),
      contentHtml: orNull(texts.contentHtml),
      ogTitle: orNull(texts.ogTitle),
      ogDescription: orNull(texts.ogDescription),
      ogImageUrl: orNull(texts.ogImageUrl),
      structuredData: orNull(texts.structuredData),
    };
  }
  return {
    slug: values.slug.trim(),
    visibility: values.visibility,
    menuSection: values.menuSection === 'none' ? null : values.menuSection,
    menuOrder: Number.parseInt(values.menuOrder.trim(), 10),
    isPublished: values.isPublished,
    relatedProductIds: [...values.relatedProductIds],
    relatedBlogPostIds: [...values.relatedBlogPostIds],
    translations,
  };
};

export const landingSectionsInputOf = (values: LandingFormValues): readonly SectionInputJson[] => values.sections.map(sectionInputOf);
