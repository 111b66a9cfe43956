import sanitizeHtml from 'sanitize-html';
import type { HtmlSanitizer } from '../../application/content/html-sanitizer.port.js';
import type { SanitisedHtml } from '../../domain/content/sanitised-html.js';

/**
 * What stored rich text may hold: text structure, formatting, lists, tables, links and images.
 * Nothing that runs, loads a document, submits, navigates by itself or styles: no script, style,
 * iframe, frame, object, embed, form, input, button, base, meta, link, svg, math, template.
 */
export const ALLOWED_TAGS: readonly string[] = [
  'p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'abbr', 'cite', 'q',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col',
  'figure', 'figcaption', 'a', 'img',
];

/** No event handler, no style, no id or name (they could shadow the page's own elements). */
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel', 'title'],
  img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  abbr: ['title'],
  '*': ['class'],
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: ALLOWED_ATTRIBUTES,
  // Links: http, https, mailto, tel and relative URLs; images: http, https and relative.
  // sanitize-html decodes entities and drops control characters and white space before it
  // reads the scheme, so `jav&#x09;ascript:` and `JaVaScRiPt:` are caught as javascript:.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [],
  disallowedTagsMode: 'discard',
  // The contents of these go with them (not shown as text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'xmp', 'template', 'iframe', 'noembed', 'noframes', 'svg', 'math', 'object'],
  transformTags: {
    a: (tagName, attribs) => {
      // Only a new tab may be targeted, and then without a handle back to this page.
      const { target, ...rest } = attribs;
      return target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs: rest };
    },
  },
};

/** The one HTML sanitiser of the server (sanitize-html with an allow-list): the only maker of SanitisedHtml. */
export class SanitizeHtmlSanitizer implements HtmlSanitizer {
  sanitize(html: string): SanitisedHtml {
    // White space around a fragment means nothing in HTML; trimmed, the result is stored as is.
    return sanitizeHtml(html, OPTIONS).trim() as SanitisedHtml;
  }
}

/** The sanitiser as a plain function, for writers outside the use cases (seed, migration). */
export const sanitiseHtml = (html: string): SanitisedHtml => new SanitizeHtmlSanitizer().sanitize(html);

/** The same for a nullable column: null stays null. */
export const sanitiseNullableHtml = (html: string | null): SanitisedHtml | null => (html === null ? null : sanitiseHtml(html));
