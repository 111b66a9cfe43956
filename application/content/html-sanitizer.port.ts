import type { SanitisedHtml } from '../../domain/content/sanitised-html.js';

/**
 * The one boundary for HTML written by anyone (admin API, CLI imports, seeds, the migration
 * that cleaned stored rows): an allow-list keeps formatting, headings, lists, tables, links
 * (http, https, mailto, tel, relative) and images (http, https, relative); scripts, styles,
 * event handlers, frames, forms, svg, math, meta and base go. docs/security.md.
 */
export interface HtmlSanitizer {
  sanitize(html: string): SanitisedHtml;
}
