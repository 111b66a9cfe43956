import type { LandingPageView } from '../../application/content/get-landing-page.use-case.js';
import type { FooterGroup } from '../../application/content/list-footer-pages.use-case.js';
import { toProductSummaryDto } from '../catalogue/product.mapper.js';
import type { FooterGroupDto, LandingPageDto } from './landing-page.dto.js';
import { toSectionDto } from './section.mapper.js';

export const toLandingPageDto = (page: LandingPageView): LandingPageDto => ({
  id: page.id,
  slug: page.slug,
  language: page.language,
  title: page.title,
  metaTitle: page.metaTitle,
  metaDescription: page.metaDescription,
  metaKeywords: page.metaKeywords,
  canonicalUrl: page.canonicalUrl,
  content: page.content,
  contentHtml: page.contentHtml,
  ogTitle: page.ogTitle,
  ogDescription: page.ogDescription,
  ogImageUrl: page.ogImageUrl,
  structuredData: page.structuredData,
  slugs: { ...page.slugs },
  sections: page.sections.map(toSectionDto),
  relatedProducts: page.relatedProducts.map(toProductSummaryDto),
  relatedPosts: page.relatedPosts.map((post) => ({ ...post })),
});

export const toFooterGroupDto = (group: FooterGroup): FooterGroupDto => ({
  menuSection: group.menuSection,
  label: group.label,
  pages: group.pages.map((page) => ({ ...page })),
});
