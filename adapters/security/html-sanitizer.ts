import sanitizeHtml from 'sanitize-html';
import type { HtmlSanitizer } from '../../application/content/html-sanitizer.port.js';

const ALLOWED_TAGS = [
  ...sanitizeHtml.defaults.allowedTags,
  'img', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'figure', 'figcaption', 'span', 'div', 'u', 's', 'sub', 'sup',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...new Set(ALLOWED_TAGS)].filter((tag) => !['iframe', 'object', 'embed', 'script', 'style'].includes(tag)),
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['class', 'id'],
  },
  // No javascript:, data: or vbscript: URLs anywhere; relative URLs stay.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

/** The one HTML sanitiser of the server (sanitize-html with an allow-list). */
export class SanitizeHtmlSanitizer implements HtmlSanitizer {
  sanitize(html: string): string {
    return sanitizeHtml(html, OPTIONS);
  }
}
