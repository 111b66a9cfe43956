import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isStartTextFile, START_TEXTS_CHUNK, type PageTextFile } from '../../domain/language/text-files.js';
import type { Language } from '../../domain/shared/language.js';

interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

type Manifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The storefront's page modules and their own text files by route (after the language), as
 * web/src/app/router.tsx loads them. A route missing here only loses its preload hints.
 */
export const ROUTE_PAGE_MODULES: readonly (readonly [RegExp, string, readonly PageTextFile[]])[] = [
  [/^$/, 'src/features/home/home-page.tsx', []],
  [/^container$/, 'src/features/catalogue/product-list-page.tsx', []],
  [/^container\/(?!admin$)[^/]+$/, 'src/features/product/product-page.tsx', []],
  [/^cart$/, 'src/features/cart/cart-page.tsx', []],
  [/^cart-checkout$/, 'src/features/checkout/cart-checkout-page.tsx', []],
  [/^checkout$/, 'src/features/checkout/checkout-page.tsx', []],
  [/^offer\/[^/]+$/, 'src/features/offer/offer-page.tsx', ['offer']],
  [/^rental\/[^/]+$/, 'src/features/rental/rental-page.tsx', ['rental']],
  [/^contact$/, 'src/features/contact/contact-page.tsx', ['contact']],
  [/^blog$/, 'src/features/blog/blog-list-with-admin-controls.tsx', ['blog']],
  [/^blog\/[^/]+$/, 'src/features/blog/blog-post-page.tsx', ['blog']],
  [/^pages\/[^/]+$/, 'src/features/landing/landing-page.tsx', ['landing']],
  [/^rent$/, 'src/features/rent/rent-page.tsx', ['rent']],
  [/^leasing$/, 'src/features/leasing/leasing-page.tsx', ['leasing']],
  [/^koelcontainers-reefers-vriescontainers$/, 'src/features/cooled/cooled-containers-page.tsx', ['cooled']],
  [/^modifications$/, 'src/features/modifications/modifications-page.tsx', ['modifications', 'contact']],
  [/^faq$/, 'src/features/faq/faq-page.tsx', ['faq']],
  [/^privacy-statement$/, 'src/features/policies/privacy-statement-page.tsx', ['policies']],
  [/^cookie-policy$/, 'src/features/policies/cookie-policy-page.tsx', ['policies']],
  [/^return-policy$/, 'src/features/policies/return-policy-page.tsx', ['policies']],
];

const TEXT_FILE = /locales\/[a-z]{2}\/([^/]+)\.json$/;

/**
 * The chunks a route needs beyond the small entry index.html loads: the app the entry starts
 * after the first paint (web/src/main.tsx), the page's chunk, their static imports and the
 * language's texts (those of every page and the page's own), read from Vite's manifest so the
 * browser fetches them side by side instead of one after the other.
 */
export const routeModules = (webDistDir: string) => {
  const manifestPath = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return (): readonly string[] => [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const closure = (keys: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (key: string): void => {
      if (seen.has(key) || manifest[key] === undefined) return;
      seen.add(key);
      for (const imported of manifest[key]?.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
  const loadedByEntry = closure(entry === undefined ? [] : [entry]);
  const appStart = entry === undefined ? [] : (manifest[entry]?.dynamicImports ?? []);
  const fileOf = (key: string): string => `/${manifest[key]?.file ?? ''}`;
  // The start texts of a language are one chunk named texts-{language} (vite.config.ts); a file built on its own keeps its own key.
  const textFiles = (language: Language, pageFiles: readonly string[]): string[] =>
    Object.keys(manifest).filter((key) => {
      if (manifest[key]?.name === `${START_TEXTS_CHUNK}${language}`) return true;
      const name = key.includes(`locales/${language}/`) ? TEXT_FILE.exec(key)?.[1] : undefined;
      return name !== undefined && (isStartTextFile(name) || pageFiles.includes(name));
    });

  return (language: Language, pathAfterLanguage: string): readonly string[] => {
    const [, page, pageFiles = []] = ROUTE_PAGE_MODULES.find(([pattern]) => pattern.test(pathAfterLanguage)) ?? [];
    const pageChunks = [...closure([...appStart, ...(page === undefined ? [] : [page])])].filter((key) => !loadedByEntry.has(key));
    // Files merged into one chunk (the start texts of a language) are hinted once.
    return [...new Set([...pageChunks, ...textFiles(language, pageFiles)].map(fileOf))];
  };
};
