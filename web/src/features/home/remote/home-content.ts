import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import { apiGet } from '../../../shared/remote/http.js';
import { serverHtml, type SanitisedHtml } from '../../../shared/html/server-html.js';

export interface HighlightBox {
  readonly icon: string | null;
  readonly title: string;
  readonly content: string;
  readonly buttonText: string | null;
  readonly buttonUrl: string | null;
}

export interface SectionTranslation {
  readonly title: string | null;
  readonly subtitle: string | null;
  /** Sanitised by the server (branded by serverHtml as it arrives). */
  readonly contentHtml: SanitisedHtml | null;
  readonly imageUrl: string | null;
  readonly imageAlt: string | null;
  readonly buttonText: string | null;
  readonly buttonUrl: string | null;
  readonly highlightBoxes: readonly HighlightBox[];
}

export type SpecialSection = 'custom-solutions' | 'why-choose-us' | 'leasing';

export interface HomeSection {
  readonly id: string;
  /** A known SectionType, or anything else (rendered as nothing). */
  readonly type: string;
  readonly orderIndex: number;
  readonly backgroundColor: string | null;
  readonly backgroundGradient: string | null;
  readonly paddingTop: string | null;
  readonly paddingBottom: string | null;
  readonly special: SpecialSection | null;
  /** null when the section has no text in this language: it is then not shown. */
  readonly translation: SectionTranslation | null;
}

/** A section as the API sends it: its HTML a plain string until branded. */
export type SectionTranslationJson = Omit<SectionTranslation, 'contentHtml'> & { readonly contentHtml: string | null };
export type HomeSectionJson = Omit<HomeSection, 'translation'> & { readonly translation: SectionTranslationJson | null };

/** The API boundary for a section's HTML. */
export const brandSection = <S extends { readonly translation: SectionTranslationJson | null }>(section: S): Omit<S, 'translation'> & Pick<HomeSection, 'translation'> => ({
  ...section,
  translation: section.translation === null ? null : { ...section.translation, contentHtml: serverHtml(section.translation.contentHtml) },
});

interface HomeContentResponse {
  readonly sections: readonly HomeSectionJson[];
}

export const homeContentKey = (lang: Language) => ['content', 'home', lang] as const;

/** The home page's ordered sections in one language. */
export const useHomeContent = (lang: Language) =>
  useQuery({
    queryKey: homeContentKey(lang),
    queryFn: ({ signal }) => apiGet<HomeContentResponse>('/api/content/home', { lang }, signal),
    select: (data): HomeSection[] => data.sections.map(brandSection).sort((a, b) => a.orderIndex - b.orderIndex),
  });
