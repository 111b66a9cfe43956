import type { ProductSummary } from '../../../domain/catalogue/product.js';
import type { Language } from '../../../domain/shared/language.js';
import type { BlogCatalogue, BlogPostListing, BlogPostRecord } from '../blog-catalogue.port.js';
import type { FaqCatalogue, FaqEntry } from '../faq-catalogue.port.js';
import type { FooterPage, LandingPageCatalogue, LandingPageRecord } from '../landing-page-catalogue.port.js';

/** In-memory blog: posts with all their translations. */
export const fakeBlog = (posts: readonly BlogPostRecord[]): BlogCatalogue => ({
  listPosts: async (language) =>
    posts.flatMap((post): BlogPostListing[] => {
      const text = post.translations.find((item) => item.language === language);
      return text === undefined
        ? []
        : [{ ...post, slug: text.slug, title: text.title, metaDescription: text.metaDescription, content: text.content }];
    }),
  findBySlug: async (slug) =>
    posts.flatMap((post) => post.translations.filter((item) => item.slug === slug).map((item) => ({ postId: post.id, language: item.language }))),
  loadPost: async (id) => posts.find((post) => post.id === id) ?? null,
});

export const blogPost = (id: string, slugs: Partial<Record<Language, string>>, dates: Partial<Pick<BlogPostRecord, 'publishedAt' | 'customPublishDate'>> = {}): BlogPostRecord => ({
  id,
  imageUrl: null,
  imageAlt: null,
  imageTitle: null,
  publishedAt: dates.publishedAt ?? '2025-01-01T00:00:00.000Z',
  customPublishDate: dates.customPublishDate ?? null,
  translations: Object.entries(slugs).map(([language, slug]) => ({
    language: language as Language,
    title: `${id} ${language}`,
    slug: slug ?? '',
    content: '<p>one two three</p>',
    metaDescription: '',
    keywords: [],
  })),
});

export const fakeFaqs = (entries: readonly FaqEntry[]): FaqCatalogue => ({ listFaqs: async () => entries });

/** In-memory landing pages; `published` pages only, as the SQL adapter reads them. */
export const fakeLandingPages = (
  pages: readonly LandingPageRecord[],
  footer: readonly FooterPage[] = [],
  products: readonly ProductSummary[] = [],
): LandingPageCatalogue & { readonly searches: string[] } => {
  const searches: string[] = [];
  return {
    searches,
    findPublishedBySlug: async (slug) =>
      pages.flatMap((page) => [
        ...(page.slug === slug ? [{ pageId: page.id, language: null }] : []),
        ...page.translations.filter((item) => item.slug === slug).map((item) => ({ pageId: page.id, language: item.language })),
      ]),
    loadPage: async (id) => pages.find((page) => page.id === id) ?? null,
    relatedProducts: async (ids) => products.filter((product) => ids.includes(product.id)),
    listFooterPages: async () => footer,
    listPublishedSlugs: async () =>
      pages.map((page) => ({ id: page.id, slugs: Object.fromEntries(page.translations.map((item) => [item.language, item.slug ?? page.slug])) })),
    searchByTitle: async (_language, term) => {
      searches.push(term);
      return [];
    },
  };
};
