/**
 * How the storefront's translation files (web/locales/{lang}/{file}.json) load, shared by the
 * web (which loads them) and the server (which hints them in the page head):
 * - admin files only on admin screens;
 * - page files only with the page that uses them (their texts appear nowhere else);
 * - every other file with the first page.
 */
export const PAGE_TEXT_FILES = ['contact', 'blog', 'landing', 'rent', 'leasing', 'cooled', 'modifications', 'faq', 'policies', 'offer', 'rental'] as const;
export type PageTextFile = (typeof PAGE_TEXT_FILES)[number];

export const isAdminTextFile = (name: string): boolean => name === 'auth' || name.startsWith('admin');

export const isPageTextFile = (name: string): boolean => (PAGE_TEXT_FILES as readonly string[]).includes(name);

/** Loaded with the first page of a language (shell, shared components, the shop's main path). */
export const isStartTextFile = (name: string): boolean => !isAdminTextFile(name) && !isPageTextFile(name);

/** The build puts a language's start files into one chunk, `texts-{language}`, fetched in one request. */
export const START_TEXTS_CHUNK = 'texts-';
