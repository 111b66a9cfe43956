/**
 * Cleans HTML written by admins before it is stored or served: scripts, event
 * handlers, javascript: URLs, iframes and objects go; formatting, links,
 * images, headings, lists and tables stay.
 */
export interface HtmlSanitizer {
  sanitize(html: string): string;
}
