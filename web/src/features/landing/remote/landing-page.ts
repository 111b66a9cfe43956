import { useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '../../../../../domain/catalogue/product.js';
import type { Language, LocalizedText } from '../../../../../domain/shared/language.js';
import { ApiError, apiGet } from '../../../shared/remote/http.js';
import { toProductSummary, type ProductSummaryJson } from '../../catalogue/remote/product-summary.js';
import { brandSection, type HomeSection, type HomeSectionJson, type SpecialSection } from '../../home/remote/home-content.js';
import { serverHtml, type SanitisedHtml } from '../../../shared/html/server-html.js';

export interface RelatedPost {
  readonly slug: string;
  readonly title: string;
  readonly metaDescription: string;
  readonly imageUrl: string | null;
  readonly date: string;
}

interface LandingPageJson {
  readonly id: string;
  readonly slug: string;
  readonly language: Language;
  readonly title: string;
  readonly metaTitle: string | null;
  /** Plain text: shown as text, never as HTML (docs/security.md). */
  readonly content: string | null;
  /** Sanitised by the server. */
  readonly contentHtml: string | null;
  readonly slugs: LocalizedText;
  /** Already normalised by the server (the spec's landing-page ordering rules). */
  readonly sections: readonly (Omit<HomeSectionJson, 'special'> & { readonly special: string | null })[];
  readonly relatedProducts: readonly ProductSummaryJson[];
  readonly relatedPosts: readonly RelatedPost[];
}

export interface LandingPage extends Omit<LandingPageJson, 'sections' | 'relatedProducts' | 'contentHtml'> {
  readonly contentHtml: SanitisedHtml | null;
  readonly sections: readonly HomeSection[];
  readonly relatedProducts: readonly ProductSummary[];
}

const HOME_SPECIALS: readonly string[] = ['custom-solutions', 'why-choose-us', 'leasing'] satisfies readonly SpecialSection[];

/** Specials only landing pages know (complete service, Europe reach) render by their type. */
const toSection = (section: LandingPageJson['sections'][number]): HomeSection => ({
  ...brandSection(section),
  special: section.special !== null && HOME_SPECIALS.includes(section.special) ? (section.special as SpecialSection) : null,
});

const toLandingPage = (json: LandingPageJson): LandingPage => ({
  ...json,
  contentHtml: serverHtml(json.contentHtml),
  sections: [...json.sections].map(toSection).sort((a, b) => a.orderIndex - b.orderIndex),
  relatedProducts: json.relatedProducts.map(toProductSummary),
});

export const isMissingPage = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** A published landing page; the spec caches it for 5 minutes and does not refetch on focus. */
export const useLandingPage = (lang: Language, slug: string) =>
  useQuery({
    queryKey: ['landing-page', lang, slug],
    queryFn: ({ signal }) => apiGet<LandingPageJson>(`/api/landing-pages/${encodeURIComponent(slug)}`, { lang }, signal),
    select: toLandingPage,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: (count, error) => !isMissingPage(error) && count < 2,
  });
