import type { NextFunction, Request, Response } from 'express';
import type { Shop } from '../../adapters/composition/shop.js';
import { INDEXABLE_FIXED_PATHS } from '../../domain/seo/fixed-pages.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';


type Alternates = Partial<Record<Language, string>>;

const escapeXml = (value: string): string => value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character] ?? character);

const urlEntries = (publicUrl: string, alternates: Alternates): string[] =>
  Object.values(alternates).map(
    (path) =>
      `  <url><loc>${escapeXml(publicUrl + path)}</loc>${Object.entries(alternates)
        .map(([language, href]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(publicUrl + href)}"/>`)
        .join('')}</url>`,
  );

/** Items listed per language, joined by id into their per-language paths. */
const byId = (lists: readonly (readonly [Language, readonly { readonly id: string; readonly slug: string }[]])[], section: string): Alternates[] => {
  const paths = new Map<string, Alternates>();
  for (const [language, items] of lists) {
    for (const item of items) paths.set(item.id, { ...paths.get(item.id), [language]: `/${language}/${section}/${item.slug}` });
  }
  return [...paths.values()];
};

/** `/sitemap.xml` (every public page in every language with its alternates) and `/robots.txt`. */
export const sitemapAndRobots =
  (shop: Shop) =>
  async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const publicUrl = shop.config.publicUrl;
    if (request.path === '/robots.txt') {
      response.type('text/plain').send(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /redirect-manager', ...LANGUAGES.map((language) => `Disallow: /${language}/auth`), `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n'));
      return;
    }
    if (request.path !== '/sitemap.xml') return next();
    try {
      const products = await Promise.all(
        LANGUAGES.map(async (language) => {
          const page = await shop.catalogue.listProducts({ language, params: { sort: 'unsorted' } });
          return [language, page.ok ? page.value.items : []] as const;
        }),
      );
      const posts = await Promise.all(
        LANGUAGES.map(async (language) => {
          const listed = await shop.content.listBlogPosts(language);
          return [language, listed.ok ? listed.value : []] as const;
        }),
      );
      const landingPages = await shop.content.listLandingPageSlugs();
      const entries = [
        ...INDEXABLE_FIXED_PATHS.flatMap((page) => urlEntries(publicUrl, Object.fromEntries(LANGUAGES.map((language) => [language, `/${language}${page === '' ? '' : `/${page}`}`])))),
        ...byId(products, 'container').flatMap((alternates) => urlEntries(publicUrl, alternates)),
        ...byId(posts, 'blog').flatMap((alternates) => urlEntries(publicUrl, alternates)),
        ...(landingPages.ok ? landingPages.value : []).flatMap((page) =>
          urlEntries(publicUrl, Object.fromEntries(Object.entries(page.slugs).map(([language, slug]) => [language, `/${language}/pages/${slug}`]))),
        ),
      ];
      response
        .type('application/xml')
        .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`);
    } catch (error) {
      next(error);
    }
  };
