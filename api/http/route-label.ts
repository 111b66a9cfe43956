import { isLanguage } from '../../domain/shared/language.js';
import { isStorefrontPage } from '../storefront/storefront-routes.js';

/** Paths answered outside the API's routes whose label is the path itself. */
const FIXED_PATHS: ReadonlySet<string> = new Set(['/metrics', '/sitemap.xml', '/robots.txt']);

/**
 * The route label of a request that no API route answered (pages, media, files, unknown paths),
 * from its path alone: always one of a fixed set, never the path as sent, so a crawler or a
 * scanner trying a million URLs adds no series. A storefront page is named by its language
 * placeholder and its first segment (`/{lang}/container/*`), anything else by its kind.
 */
export const routeLabelOfPath = (path: string): string => {
  if (FIXED_PATHS.has(path)) return path;
  const segments = path.split('/').filter((segment) => segment !== '');
  const [first, second] = segments;
  if (first === undefined) return '/';
  if (first === 'api') return '/api/*';
  if (first === 'media') return '/media/*';
  if (first === 'assets') return '/assets/*';
  if (isLanguage(first)) {
    const rest = segments.slice(1).join('/');
    if (second === undefined) return '/{lang}';
    if (!isStorefrontPage(rest)) return '/{lang}/*';
    return segments.length === 2 ? `/{lang}/${second}` : `/{lang}/${second}/*`;
  }
  return /\.[A-Za-z0-9]{1,8}$/.test(path) ? '(file)' : '(other)';
};
