import { swapLanguageInPath } from '../../../../domain/language/language-path.js';
import type { Language } from '../../../../domain/shared/language.js';
import type { ApiJson } from '../api-types/api-json.js';
import { apiGet } from '../remote/http.js';

/** Detail pages whose slug differs per language, and where to look up the other slugs. */
const SLUG_SECTIONS: Readonly<Record<string, (slug: string) => string>> = {
  container: (slug) => `/api/products/${encodeURIComponent(slug)}/slugs`,
  products: (slug) => `/api/products/${encodeURIComponent(slug)}/slugs`,
  blog: (slug) => `/api/blog/${encodeURIComponent(slug)}/slugs`,
};

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The same page in the target language. On a product or blog detail page the slug is
 * swapped for the item's slug in that language; when the lookup fails the old slug stays.
 */
export const languageTargetPath = async (pathname: string, search: string, target: Language): Promise<string> => {
  const swapped = swapLanguageInPath(`${pathname}${search}`, target);
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [, section, slug, ...rest] = segments;
  const lookup = section === undefined ? undefined : SLUG_SECTIONS[section];
  if (lookup === undefined || slug === undefined || rest.length > 0) return swapped;
  try {
    const slugs = await apiGet<ApiJson<'LanguageSlugsDto'>>(lookup(decode(slug)));
    const targetSlug = slugs[target];
    if (typeof targetSlug !== 'string' || targetSlug === '') return swapped;
    const newSection = section === 'products' ? 'container' : section;
    return `/${target}/${newSection}/${encodeURIComponent(targetSlug)}${search}`;
  } catch (error) {
    console.warn('Language switch: slug lookup failed, keeping the old slug', error);
    return swapped;
  }
};
