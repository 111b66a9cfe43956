/**
 * The id of the `<script type="application/json">` block naming the script chunks a page needs
 * (written by the server, api/storefront/route-modules.ts; read by web/src/main.tsx, which fetches them
 * side by side with the app once the page has painted).
 */
export const PAGE_MODULES_ELEMENT_ID = 'page-modules';

/** Only the storefront's own built chunks: anything else in the block is ignored. */
const BUILT_CHUNK = /^\/assets\/[\w.-]+\.js$/;

/** The list as JSON safe inside a `<script type="application/json">` block. */
export const pageModulesJson = (hrefs: readonly string[]): string => JSON.stringify(hrefs.filter((href) => BUILT_CHUNK.test(href)));

/** The chunk addresses in a block's text; an unreadable block names none. */
export const pageModulesFrom = (text: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((href): href is string => typeof href === 'string' && BUILT_CHUNK.test(href)) : [];
  } catch {
    return [];
  }
};
