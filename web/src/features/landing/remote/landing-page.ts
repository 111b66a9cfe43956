import { useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiGet } from '../../../shared/remote/http.js';
import { isMissingAnswer } from '../../../shared/remote/missing-answer.js';
import { toProductSummary } from '../../../shared/product-listing/product-summary.js';
import { brandSection, type HomeSection, type SpecialSection } from '../../../shared/sections/home-content.js';
import { serverHtml, type SanitisedHtml } from '../../../shared/html/server-html.js';

export type RelatedPost = ApiJson<'RelatedPostDto'>;

/** contentHtml sanitised by the server; content plain text (shown as text, never as HTML); sections already normalised. */
type LandingPageJson = ApiJson<'LandingPageDto'>;

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

/** A published landing page; the spec caches it for 5 minutes and does not refetch on focus. */
export const useLandingPage = (lang: Language, slug: string) =>
  useQuery({
    queryKey: ['landing-page', lang, slug],
    queryFn: ({ signal }) => apiGet<LandingPageJson>(`/api/landing-pages/${encodeURIComponent(slug)}`, { lang }, signal),
    select: toLandingPage,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: (count, error) => !isMissingAnswer(error) && count < 2,
  });
