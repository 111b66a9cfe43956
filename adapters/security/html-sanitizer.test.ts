import { describe, expect, it } from '@jest/globals';
import { SanitizeHtmlSanitizer } from './html-sanitizer.js';

const sanitize = (html: string): string => new SanitizeHtmlSanitizer().sanitize(html);

describe('the shared HTML sanitiser', () => {
  it('removes scripts, event handlers, javascript: URLs, iframes and objects', () => {
    const cleaned = sanitize(
      '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">a</a><iframe src="https://e.x"></iframe><object data="x"></object><img src="x" onerror="y()">',
    );
    expect(cleaned).toBe('<p>Hi</p><a>a</a><img src="x" />');
  });

  it('keeps formatting, links, images, headings, lists and tables', () => {
    const html =
      '<h2>Kop</h2><p><strong>vet</strong> <em>schuin</em> <a href="https://example.be/x" target="_blank" rel="noopener noreferrer">link</a></p>' +
      '<ul><li>een</li></ul><ol><li>twee</li></ol><table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
      '<img src="/media/products/a.jpg" alt="Container" />';
    expect(sanitize(html)).toBe(html);
  });
});
