import type { SanitisedHtml } from '../../../../domain/content/sanitised-html.js';

export type { SanitisedHtml };

/**
 * The web's one trust boundary for HTML: what the API serves in an HTML field (a product's
 * descriptionHtml, a post's content, a landing page's or section's contentHtml) was made by the
 * server's sanitiser when it was written (every writer goes through it, and migration 0014
 * cleaned older rows; docs/security.md). The remote modules brand those fields here, once, and
 * only <SanitisedHtmlBlock> renders them.
 */
export function serverHtml(html: string): SanitisedHtml;
export function serverHtml(html: string | null): SanitisedHtml | null;
export function serverHtml(html: string | null): SanitisedHtml | null {
  return html as SanitisedHtml | null;
}
