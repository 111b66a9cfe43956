/**
 * The storefront's routes after the language prefix (both specs' route
 * tables), for the server to tell a page from an unknown path.
 */
const PAGE_PATTERNS: readonly RegExp[] = [
  /^$/,
  /^container$/,
  /^container\/[^/]+$/,
  /^container\/admin\/new$/,
  /^container\/admin\/[^/]+$/,
  /^products\/admin\/[^/]+$/,
  /^cart$/,
  /^checkout$/,
  /^cart-checkout$/,
  /^order-confirmation\/[^/]+$/,
  /^offer\/[^/]+$/,
  /^rental\/[^/]+$/,
  /^contact$/,
  /^blog$/,
  /^blog\/[^/]+$/,
  /^blog\/admin\/new$/,
  /^blog\/admin\/[^/]+\/edit$/,
  /^modifications$/,
  /^rent$/,
  /^leasing$/,
  /^koelcontainers-reefers-vriescontainers$/,
  /^faq$/,
  /^privacy-statement$/,
  /^cookie-policy$/,
  /^return-policy$/,
  /^pages\/[^/]+$/,
  /^auth$/,
  /^admin(\/.*)?$/,
  /^redirect-manager$/,
];

/** Admin screens and sign-in: rendered in the browser only (nothing of them is for crawlers, and they depend on the session). */
const BROWSER_ONLY = /(^|\/)(admin|redirect-manager|auth)(\/|$)/;

/** The public storefront pages, rendered on the server (api/storefront/server-renderer.ts). */
export const isServerRenderedPage = (pathAfterLanguage: string): boolean => isStorefrontPage(pathAfterLanguage) && !BROWSER_ONLY.test(pathAfterLanguage);

/** Legacy unprefixed paths that go to the Dutch site with 301 (content spec, route table). */
const LEGACY_TO_DUTCH: readonly RegExp[] = [/^\/container(\/[^/]+)?$/, /^\/products(\/[^/]+)?$/, /^\/(contact|blog|rent|leasing|modifications)$/];

export const isStorefrontPage = (pathAfterLanguage: string): boolean => PAGE_PATTERNS.some((pattern) => pattern.test(pathAfterLanguage));

/** `/products/x` → `/nl/container/x`, `/contact` → `/nl/contact`; null for other paths. */
export const legacyRedirect = (path: string): string | null => {
  if (!LEGACY_TO_DUTCH.some((pattern) => pattern.test(path))) return null;
  return `/nl${path.replace(/^\/products/, '/container')}`;
};

/** `/{lang}/products/{slug}` → container, `/{lang}/containermodificatie` → modifications. */
export const aliasRedirect = (language: string, rest: string): string | null => {
  const product = /^products\/([^/]+)$/.exec(rest);
  if (product !== null) return `/${language}/container/${product[1]}`;
  if (rest === 'products') return `/${language}/container`;
  if (rest === 'containermodificatie') return `/${language}/modifications`;
  return null;
};
