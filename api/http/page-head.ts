import type { Shop } from '../../adapters/composition/shop.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../domain/shared/language.js';
import { centsToEuros } from '../../domain/shared/money.js';
import { pageTextFor } from './page-texts.js';

/** What the server puts in a page's head, or the answer instead of the page. */
export type PageHead =
  | {
      readonly kind: 'page';
      readonly title: string;
      readonly description: string;
      /** The page's path in each language (hreflang). */
      readonly alternates: Readonly<Partial<Record<Language, string>>>;
      readonly jsonLd: readonly object[];
    }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'not-found' };

const everyLanguage = (pathAfterLanguage: string): Partial<Record<Language, string>> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, `/${language}${pathAfterLanguage === '' ? '' : `/${pathAfterLanguage}`}`]));

const bySlugs = (slugs: Readonly<Partial<Record<Language, string>>>, section: string): Partial<Record<Language, string>> =>
  Object.fromEntries(Object.entries(slugs).map(([language, slug]) => [language, `/${language}/${section}/${slug}`]));

/** Heads built from the same data the pages show: products, blog posts, landing pages, fixed pages. */
export const pageHeads =
  (shop: Shop) =>
  async (language: Language, rest: string): Promise<PageHead> => {
    const product = /^container\/([^/]+)$/.exec(rest);
    if (product?.[1] !== undefined && product[1] !== 'admin') {
      const found = await shop.catalogue.getProduct(decodeURIComponent(product[1]), language);
      if (!found.ok) return { kind: 'not-found' };
      const detail = found.value;
      const own = detail.slugs[language];
      if (own !== undefined && own !== decodeURIComponent(product[1])) return { kind: 'redirect', location: `/${language}/container/${own}` };
      const offers = (['priceNew', 'priceUsedA', 'priceUsedCw'] as const)
        .map((field) => detail[field])
        .filter((cents): cents is number => cents !== null && cents > 0)
        .map((cents) => ({ '@type': 'Offer', price: centsToEuros(cents).toFixed(2), priceCurrency: 'EUR', availability: detail.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock' }));
      return {
        kind: 'page',
        title: detail.metaTitle ?? detail.title,
        description: detail.metaDescription || detail.description.slice(0, 160),
        alternates: bySlugs(detail.slugs, 'container'),
        jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name: detail.title, description: detail.metaDescription, ...(detail.imageUrl === null ? {} : { image: detail.imageUrl }), offers }],
      };
    }
    const post = /^blog\/([^/]+)$/.exec(rest);
    if (post?.[1] !== undefined) {
      const found = await shop.content.getBlogPost(decodeURIComponent(post[1]), language);
      if (!found.ok) return { kind: 'not-found' };
      return {
        kind: 'page',
        title: found.value.title,
        description: found.value.metaDescription,
        alternates: bySlugs(found.value.slugs, 'blog'),
        jsonLd: [{ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: found.value.title, description: found.value.metaDescription }],
      };
    }
    const landing = /^pages\/([^/]+)$/.exec(rest);
    if (landing?.[1] !== undefined) {
      const found = await shop.content.getLandingPage(decodeURIComponent(landing[1]), language);
      if (!found.ok) return { kind: 'not-found' };
      return {
        kind: 'page',
        title: found.value.metaTitle ?? found.value.title,
        description: found.value.metaDescription ?? '',
        alternates: bySlugs(found.value.slugs, 'pages'),
        jsonLd: [],
      };
    }
    const text = pageTextFor(rest);
    return {
      kind: 'page',
      title: text.title[language],
      description: text.description[language],
      alternates: everyLanguage(rest),
      jsonLd: rest === '' ? [{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Container Shop BV', address: { '@type': 'PostalAddress', addressLocality: 'Antwerpen', addressCountry: 'BE' } }] : [],
    };
  };

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

/** The tags for `<head>`: description, canonical, hreflang (+ x-default), Open Graph, JSON-LD. */
export const headHtml = (head: Extract<PageHead, { kind: 'page' }>, language: Language, path: string, publicUrl: string): string => {
  const canonical = `${publicUrl}${head.alternates[language] ?? path}`;
  const alternates = Object.entries(head.alternates).map(([code, href]) => `<link rel="alternate" hreflang="${code}" href="${escapeHtml(publicUrl + href)}">`);
  const fallback = head.alternates[DEFAULT_LANGUAGE];
  return [
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternates,
    ...(fallback === undefined ? [] : [`<link rel="alternate" hreflang="x-default" href="${escapeHtml(publicUrl + fallback)}">`]),
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="website">`,
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`),
  ].join('\n    ');
};
