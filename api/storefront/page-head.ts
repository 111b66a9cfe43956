import type { Shop } from '../../adapters/composition/shop.js';
import { openingImage, PRODUCT_GALLERY_SIZES } from '../../domain/catalogue/product-gallery.js';
import { fixedPageFor, HOME_PAGE, SHOP_NAME } from '../../domain/seo/fixed-pages.js';
import { blogPosting, breadcrumbList, faqPage, organization, product, storedJsonLd, type Crumb, type JsonLd } from '../../domain/seo/structured-data.js';
import { BLOG_POST_IMAGE_SIZES, HERO_IMAGE_SIZES, mediaSrc, mediaSrcSet, PRODUCT_CARD_IMAGE_SIZES } from '../../domain/media/responsive-image.js';
import { productCardImage } from '../../domain/catalogue/storage-container-image.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../domain/shared/language.js';
import type { ShownSection } from '../../application/content/shown-section.js';
import { escapeHtml } from './escape-html.js';
import { percentDecoded } from '../http/percent-decoding.js';
import { PAGE_MODULES_ELEMENT_ID, pageModulesJson } from '../../domain/rendering/page-modules.js';
import { NOT_FOUND_TEXTS } from '../../domain/not-found/not-found-texts.js';

/** What the server puts in a page's head, or the answer instead of the page. */
export type PageHead =
  | {
      readonly kind: 'page';
      readonly title: string;
      readonly description: string;
      /** The page's path in each language (hreflang). */
      readonly alternates: Readonly<Partial<Record<Language, string>>>;
      readonly jsonLd: readonly JsonLd[];
      readonly ogType: 'website' | 'product' | 'article';
      readonly imageUrl: string | null;
      /** False: `noindex` (cart, checkout, sign-in, admin). */
      readonly indexable: boolean;
      /** What the first view needs, hinted so the browser fetches it beside the scripts. */
      readonly preload: PagePreload;
    }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'not-found' };

/** API answers the page asks for at once (exactly the URLs the client requests) and its largest image. */
export interface PagePreload {
  readonly fetches: readonly string[];
  readonly image: { readonly src: string; readonly sizes: string } | null;
}

const NO_PRELOAD: PagePreload = { fetches: [], image: null };

type Page = Extract<PageHead, { kind: 'page' }>;

const everyLanguage = (pathAfterLanguage: string): Partial<Record<Language, string>> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, `/${language}${pathAfterLanguage === '' ? '' : `/${pathAfterLanguage}`}`]));

const bySlugs = (slugs: Readonly<Partial<Record<Language, string>>>, section: string): Partial<Record<Language, string>> =>
  Object.fromEntries(Object.entries(slugs).map(([language, slug]) => [language, `/${language}/${section}/${slug}`]));

/** Media paths of our own ('/media/…') become absolute for crawlers and Open Graph. */
const absolute = (publicUrl: string, url: string | null): string | null => (url === null || url === '' ? null : url.startsWith('/') ? `${publicUrl}${url}` : url);

/** The image of a page's hero section (home, landing page): the largest thing of its first view. */
const heroImageOf = (sections: readonly ShownSection[]): PagePreload['image'] => {
  const hero = sections.find((section) => section.type === 'hero_with_image' && section.translation !== null);
  const image = hero?.translation?.imageUrl ?? null;
  return image === null ? null : { src: image, sizes: HERO_IMAGE_SIZES };
};

/** Heads built from the same data the pages show: products, blog posts, landing pages, fixed pages. */
export const pageHeads = (shop: Shop) => {
  const publicUrl = shop.config.publicUrl;
  const site = { publicUrl, company: shop.config.company };
  const url = (path: string): string => `${publicUrl}${path}`;
  const home = (language: Language): Crumb => ({ name: HOME_PAGE.breadcrumb[language], url: url(`/${language}`) });
  const section = (language: Language, path: string): Crumb => ({ name: fixedPageFor(path)?.breadcrumb[language] ?? path, url: url(`/${language}/${path}`) });

  const productHead = async (language: Language, slug: string): Promise<PageHead> => {
    const found = await shop.catalogue.getProduct(slug, language);
    if (!found.ok) return { kind: 'not-found' };
    const detail = found.value;
    const own = detail.slugs[language];
    if (own !== undefined && own !== slug) return { kind: 'redirect', location: `/${language}/container/${own}` };
    const path = `/${language}/container/${own ?? slug}`;
    const imageUrl = absolute(publicUrl, detail.imageUrl);
    const opening = openingImage(detail);
    const offers = [
      { condition: 'new' as const, cents: detail.priceNew },
      { condition: 'used' as const, cents: detail.priceUsedA },
      { condition: 'used' as const, cents: detail.priceUsedCw },
    ].flatMap((offer) => (offer.cents === null ? [] : [{ condition: offer.condition, cents: offer.cents }]));
    const description = detail.metaDescription || detail.description.slice(0, 160);
    return {
      kind: 'page',
      title: detail.metaTitle ?? detail.title,
      description,
      alternates: bySlugs(detail.slugs, 'container'),
      ogType: 'product',
      imageUrl,
      indexable: true,
      preload: { fetches: [`/api/products/${encodeURIComponent(slug)}?lang=${language}`], image: opening === null ? null : { src: opening, sizes: PRODUCT_GALLERY_SIZES } },
      jsonLd: [
        product({ id: detail.id, name: detail.title, description, url: url(path), imageUrl, isAvailable: detail.isAvailable, offers }, shop.config.company),
        breadcrumbList([home(language), section(language, 'container'), { name: detail.title, url: url(path) }]),
      ],
    };
  };

  const blogPostHead = async (language: Language, slug: string): Promise<PageHead> => {
    const found = await shop.content.getBlogPost(slug, language);
    if (!found.ok) return { kind: 'not-found' };
    const post = found.value;
    const path = `/${language}/blog/${post.slugs[language] ?? slug}`;
    const imageUrl = absolute(publicUrl, post.imageUrl);
    return {
      kind: 'page',
      title: post.title,
      description: post.metaDescription,
      alternates: bySlugs(post.slugs, 'blog'),
      ogType: 'article',
      imageUrl,
      indexable: true,
      preload: {
        fetches: [`/api/blog/${encodeURIComponent(slug)}?lang=${language}`],
        image: post.imageUrl === null || post.language !== language ? null : { src: post.imageUrl, sizes: BLOG_POST_IMAGE_SIZES },
      },
      jsonLd: [
        blogPosting({ headline: post.title, description: post.metaDescription, url: url(path), imageUrl, datePublished: post.date, language: post.language, keywords: post.keywords }, site),
        breadcrumbList([home(language), section(language, 'blog'), { name: post.title, url: url(path) }]),
      ],
    };
  };

  const landingPageHead = async (language: Language, slug: string): Promise<PageHead> => {
    const found = await shop.content.getLandingPage(slug, language);
    if (!found.ok) return { kind: 'not-found' };
    const landing = found.value;
    const path = `/${language}/pages/${landing.slugs[language] ?? slug}`;
    return {
      kind: 'page',
      title: landing.metaTitle ?? landing.title,
      description: landing.metaDescription ?? landing.ogDescription ?? landing.title,
      alternates: bySlugs(landing.slugs, 'pages'),
      ogType: 'website',
      imageUrl: absolute(publicUrl, landing.ogImageUrl),
      indexable: true,
      preload: { fetches: [`/api/landing-pages/${encodeURIComponent(slug)}?lang=${language}`], image: heroImageOf(landing.sections) },
      jsonLd: [...storedJsonLd(landing.structuredData), breadcrumbList([home(language), { name: landing.title, url: url(path) }])],
    };
  };

  const fixedPageJsonLd = async (language: Language, rest: string): Promise<readonly JsonLd[]> => {
    if (rest === '') return [organization(site)];
    const crumbs = breadcrumbList([home(language), section(language, rest)]);
    if (rest === 'contact') return [organization(site), crumbs];
    if (rest === 'faq') {
      const entries = await shop.content.listFaqs(language, undefined);
      return entries.ok && entries.value.length > 0 ? [faqPage(entries.value), crumbs] : [crumbs];
    }
    return [crumbs];
  };

  /** The image of the unfiltered listing's first card: the largest thing of its first view on a phone. */
  const firstCardImage = async (language: Language): Promise<string | null> => {
    const listing = await shop.catalogue.listProducts({ language, params: {} });
    const first = listing.ok ? listing.value.items[0] : undefined;
    return first === undefined ? null : productCardImage(first);
  };

  /** Home: its sections, the carousel's products and the hero image; the unfiltered listing: its products and first image; FAQ and blog list: their entries. */
  const fixedPagePreload = async (language: Language, rest: string, search: string, homeSections: readonly ShownSection[]): Promise<PagePreload> => {
    const products = `/api/products?lang=${language}`;
    if (rest === 'container' && search === '') {
      const image = await firstCardImage(language);
      return { fetches: [products], image: image === null ? null : { src: image, sizes: PRODUCT_CARD_IMAGE_SIZES } };
    }
    if (rest === 'faq') return { fetches: [`/api/faq?lang=${language}`], image: null };
    if (rest === 'blog') return { fetches: [`/api/blog?lang=${language}`], image: null };
    if (rest !== '') return NO_PRELOAD;
    return { fetches: [`/api/content/home?lang=${language}`, products], image: heroImageOf(homeSections) };
  };

  const fixedPageHead = async (language: Language, rest: string, search: string): Promise<Page> => {
    const fixed = fixedPageFor(rest) ?? HOME_PAGE;
    const homeContent = rest === '' ? await shop.content.getHomeContent(language) : null;
    const homeSections = homeContent?.ok === true ? homeContent.value : [];
    return {
      kind: 'page',
      title: fixed.title[language],
      description: fixed.description[language],
      alternates: fixed.indexable ? everyLanguage(rest) : {},
      ogType: 'website',
      imageUrl: null,
      indexable: fixed.indexable,
      jsonLd: fixed.indexable ? await fixedPageJsonLd(language, rest) : [],
      preload: await fixedPagePreload(language, rest, search, homeSections),
    };
  };

  return async (language: Language, rest: string, search = ''): Promise<PageHead> => {
    const [first, slug, more] = rest.split('/');
    if (slug !== undefined && more === undefined && slug !== 'admin' && (first === 'container' || first === 'blog' || first === 'pages')) {
      // A slug that cannot be percent-decoded names no product, post or page.
      const decoded = percentDecoded(slug);
      if (decoded === null) return { kind: 'not-found' };
      if (first === 'container') return productHead(language, decoded);
      if (first === 'blog') return blogPostHead(language, decoded);
      if (first === 'pages') return landingPageHead(language, decoded);
    }
    return fixedPageHead(language, rest, search);
  };
};

const OG_LOCALES: Readonly<Record<Language, string>> = { nl: 'nl_BE', de: 'de_DE', fr: 'fr_BE', en: 'en_GB' };

const preloadHtml = (preload: PagePreload, modules: readonly string[]): string[] => [
  ...(preload.image === null
    ? []
    : [
        `<link rel="preload" as="image" href="${escapeHtml(mediaSrc(preload.image.src, 1200))}"${
          mediaSrcSet(preload.image.src) === undefined ? '' : ` imagesrcset="${escapeHtml(mediaSrcSet(preload.image.src) ?? '')}" imagesizes="${escapeHtml(preload.image.sizes)}"`
        } fetchpriority="high">`,
      ]),
  ...preload.fetches.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}">`),
  // Named, not hinted: the page paints before its scripts are fetched (web/src/main.tsx preloads them then).
  ...(modules.length === 0 ? [] : [`<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">${pageModulesJson(modules)}</script>`]),
];

/**
 * The tags for `<head>`: description, robots, canonical, hreflang (+ x-default), Open Graph, JSON-LD,
 * and the preload hints (the page's image, API answers and script chunks).
 */
export const headHtml = (head: Page, language: Language, path: string, publicUrl: string, modules: readonly string[] = []): string => {
  const canonical = `${publicUrl}${head.alternates[language] ?? path}`;
  const alternates = Object.entries(head.alternates).map(([code, href]) => `<link rel="alternate" hreflang="${code}" href="${escapeHtml(publicUrl + href)}">`);
  const fallback = head.alternates[DEFAULT_LANGUAGE];
  return [
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    ...(head.indexable ? [] : ['<meta name="robots" content="noindex">']),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternates,
    ...(fallback === undefined ? [] : [`<link rel="alternate" hreflang="x-default" href="${escapeHtml(publicUrl + fallback)}">`]),
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="${head.ogType}">`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}">`,
    `<meta property="og:site_name" content="Container Shop">`,
    ...(head.imageUrl === null ? [] : [`<meta property="og:image" content="${escapeHtml(head.imageUrl)}">`]),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`),
    ...preloadHtml(head.preload, modules),
  ].join('\n    ');
};

/** The not-found page's title and head: its message as the description and the chunks of the app (its 404 status already keeps it out of an index). */
export const notFoundHead = (language: Language, modules: readonly string[]): { readonly title: string; readonly html: string } => ({
  title: `${NOT_FOUND_TEXTS.title[language]} | ${SHOP_NAME}`,
  html: [
    `<meta name="description" content="${escapeHtml(NOT_FOUND_TEXTS.message[language])}">`,
    ...preloadHtml(NO_PRELOAD, modules),
  ].join('\n    '),
});
