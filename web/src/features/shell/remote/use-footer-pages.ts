import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import { apiGet } from '../../../shared/remote/http.js';

export interface FooterPage {
  readonly slug: string;
  readonly title: string;
}

export interface FooterGroup {
  /** null for pages without a menu section (shown without a heading). */
  readonly menuSection: string | null;
  /** The section name, capitalised by the server; null when ungrouped. */
  readonly label: string | null;
  readonly pages: readonly FooterPage[];
}

interface FooterPagesResponse {
  readonly groups: readonly FooterGroup[];
}

/** The published landing pages of the footer's 'Additional Resources', grouped by menu section. */
export const useFooterPages = (lang: Language) =>
  useQuery({
    queryKey: ['landing-pages', 'footer', lang],
    queryFn: ({ signal }) => apiGet<FooterPagesResponse>('/api/landing-pages', { placement: 'footer', lang }, signal),
    select: (data) => data.groups.filter((group) => group.pages.length > 0),
  });
