import type { ProductSummary } from '../../domain/catalogue/product.js';
import { blogDisplayDate } from '../../domain/blog/blog-date.js';
import { normalizeLandingSections } from '../../domain/landing/normalize-sections.js';
import { fillTemplate, LANGUAGES, type Language, type LocalizedText } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { pickTranslation } from '../../domain/shared/translation-fallback.js';
import { notFound, type ApplicationError } from '../shared/application-error.js';
import type { LandingPageCatalogue, LandingPageSlugMatch, LandingPageTranslation } from './landing-page-catalogue.port.js';
import { toShownSection, type ShownSection } from './shown-section.js';

const NOT_FOUND: LocalizedText = {
  nl: 'Landingspagina met slug "{slug}" niet gevonden',
  de: 'Landingpage mit dem Slug "{slug}" nicht gefunden',
  fr: 'Page d’atterrissage avec le slug « {slug} » introuvable',
  en: 'Landing page with slug "{slug}" not found',
};

const pageNotFound = (slug: string): ApplicationError =>
  notFound({
    nl: fillTemplate(NOT_FOUND.nl, { slug }),
    de: fillTemplate(NOT_FOUND.de, { slug }),
    fr: fillTemplate(NOT_FOUND.fr, { slug }),
    en: fillTemplate(NOT_FOUND.en, { slug }),
  });

export interface RelatedPostView {
  readonly slug: string;
  readonly title: string;
  readonly metaDescription: string;
  readonly imageUrl: string | null;
  /** ISO timestamp: the custom publish date, else the published date. */
  readonly date: string;
}

export interface LandingPageView extends Omit<LandingPageTranslation, 'slug'> {
  readonly id: string;
  /** The default slug. */
  readonly slug: string;
  readonly slugs: Readonly<Partial<Record<Language, string>>>;
  readonly sections: readonly ShownSection[];
  readonly relatedProducts: readonly ProductSummary[];
  readonly relatedPosts: readonly RelatedPostView[];
}

const languageRank = (match: LandingPageSlugMatch): number =>
  match.language === null ? LANGUAGES.length : LANGUAGES.indexOf(match.language);

/** The spec's order: the slug in the language, else the default slug, else a slug in any language (nl first). */
const pickMatch = (matches: readonly LandingPageSlugMatch[], language: Language): LandingPageSlugMatch | undefined =>
  matches.find((match) => match.language === language) ??
  matches.find((match) => match.language === null) ??
  [...matches].sort((a, b) => languageRank(a) - languageRank(b))[0];

/**
 * A published landing page by slug. Its texts and sections are in the
 * language asked for, else nl, else the first translation (`language` tells
 * which); the sections follow the domain's landing-page ordering rules.
 * Related products and posts are those translated into the language asked for.
 */
export const getLandingPage =
  (deps: { readonly landingPages: LandingPageCatalogue }) =>
  async (slug: string, language: Language): Promise<Result<LandingPageView, ApplicationError>> => {
    const trimmed = slug.trim();
    const match = trimmed === '' ? undefined : pickMatch(await deps.landingPages.findPublishedBySlug(trimmed), language);
    if (match === undefined) return err(pageNotFound(trimmed));
    const page = await deps.landingPages.loadPage(match.pageId, language);
    const translation = page === null ? undefined : pickTranslation(page.translations, language);
    if (page === null || translation === undefined) return err(pageNotFound(trimmed));
    const relatedProducts = page.relatedProductIds.length === 0 ? [] : await deps.landingPages.relatedProducts(page.relatedProductIds, language);
    const { slug: _translationSlug, ...texts } = translation;
    return ok({
      ...texts,
      id: page.id,
      slug: page.slug,
      slugs: Object.fromEntries(page.translations.map((item) => [item.language, item.slug ?? page.slug])),
      sections: normalizeLandingSections(page.sections, translation.language).map((section) => toShownSection(section, translation.language)),
      relatedProducts,
      relatedPosts: page.relatedPosts.map((post) => ({
        slug: post.slug,
        title: post.title,
        metaDescription: post.metaDescription,
        imageUrl: post.imageUrl,
        date: blogDisplayDate(post) ?? post.publishedAt,
      })),
    });
  };
