import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiGet } from '../../../shared/remote/http.js';

export type FooterPage = ApiJson<'FooterLinkDto'>;

/** menuSection and label are null for pages without a menu section (shown without a heading). */
export type FooterGroup = ApiJson<'FooterGroupDto'>;



/** The published landing pages of the footer's 'Additional Resources', grouped by menu section. */
export const useFooterPages = (lang: Language) =>
  useQuery({
    queryKey: ['landing-pages', 'footer', lang],
    queryFn: ({ signal }) => apiGet<ApiJson<'FooterPagesDto'>>('/api/landing-pages', { placement: 'footer', lang }, signal),
    select: (data) => data.groups.filter((group) => group.pages.length > 0),
  });
