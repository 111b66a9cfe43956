import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../domain/shared/language.js';
import type { ApiJson } from '../api-types/api-json.js';
import { apiGet } from '../remote/http.js';
import { serverHtml, type SanitisedHtml } from '../html/server-html.js';

export type HighlightBox = ApiJson<'HighlightBoxDto'>;

/** A section as the API sends it: its HTML a plain string until branded. */
export type SectionTranslationJson = ApiJson<'SectionTranslationDto'>;
export type HomeSectionJson = ApiJson<'SectionDto'>;
export type SpecialSection = NonNullable<HomeSectionJson['special']>;

/** contentHtml is sanitised by the server (branded by serverHtml as it arrives). */
export type SectionTranslation = Omit<SectionTranslationJson, 'contentHtml'> & { readonly contentHtml: SanitisedHtml | null };

/** A section; `translation` is null when it has no text in this language (it is then not shown). */
export type HomeSection = Omit<HomeSectionJson, 'translation'> & { readonly translation: SectionTranslation | null };

/** The API boundary for a section's HTML. */
export const brandSection = <S extends { readonly translation: SectionTranslationJson | null }>(section: S): Omit<S, 'translation'> & Pick<HomeSection, 'translation'> => ({
  ...section,
  translation: section.translation === null ? null : { ...section.translation, contentHtml: serverHtml(section.translation.contentHtml) },
});

export const homeContentKey = (lang: Language) => ['content', 'home', lang] as const;

/** The home page's ordered sections in one language. */
export const useHomeContent = (lang: Language) =>
  useQuery({
    queryKey: homeContentKey(lang),
    queryFn: ({ signal }) => apiGet<ApiJson<'HomeContentDto'>>('/api/content/home', { lang }, signal),
    select: (data): HomeSection[] => data.sections.map(brandSection).sort((a, b) => a.orderIndex - b.orderIndex),
  });
