import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import { apiGet } from '../../../shared/remote/http.js';

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
  /** Sanitised by the server. */
  readonly contentHtml: string | null;
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

interface HomeContentResponse {
  readonly sections: readonly HomeSection[];
}

export const homeContentKey = (lang: Language) => ['content', 'home', lang] as const;

/** The home page's ordered sections in one language. */
export const useHomeContent = (lang: Language) =>
  useQuery({
    queryKey: homeContentKey(lang),
    queryFn: ({ signal }) => apiGet<HomeContentResponse>('/api/content/home', { lang }, signal),
    select: (data) => [...data.sections].sort((a, b) => a.orderIndex - b.orderIndex),
  });
