import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { SanitizeHtmlSanitizer } from './html-sanitizer.js';
import { activeContentIn, XSS_DOCUMENT, XSS_PAYLOADS } from '../../test/support/xss-corpus.js';

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
      '<img src="/media/products/a.jpg" alt="Container" /><p><a href="mailto:info@example.be">m</a> <a href="tel:+3231234567">t</a> <a href="/nl/contact#form">r</a></p>';
    expect(sanitize(html)).toBe(html);
  });

  it.each(XSS_PAYLOADS)('leaves nothing active of %s', (payload) => {
    const cleaned = sanitize(payload);
    expect(activeContentIn(cleaned)).toEqual([]);
    expect(cleaned).not.toMatch(/__xss|evil\.example/);
  });

  it('leaves nothing active of the whole corpus as one document', () => {
    expect(activeContentIn(sanitize(XSS_DOCUMENT))).toEqual([]);
  });

  it('the checker itself sees what the payloads would do when left as they are', () => {
    const unchecked = XSS_PAYLOADS.filter((payload) => activeContentIn(payload).length === 0 && !/<script/i.test(payload));
    // Every payload is caught by the checker before sanitising (else the tests above prove nothing for it).
    expect(unchecked).toEqual([]);
  });

  it('gives a link opening a new tab no handle back to the page, and drops any other target', () => {
    expect(sanitize('<a href="https://e.x" target="_blank">x</a>')).toBe('<a href="https://e.x" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitize('<a href="https://e.x" target="_top">x</a>')).toBe('<a href="https://e.x">x</a>');
  });

  it('is idempotent: sanitising twice changes nothing (the migration may run on clean rows)', () => {
    const fragment = fc.constantFrom(...XSS_PAYLOADS, '<p>a</p>', '<a href="/x">y</a>', 'text & more', '<ul><li>1</li></ul>', '<img src="/m.jpg" alt="a">');
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 6 }), (parts) => {
        const once = sanitize(parts.join(''));
        expect(sanitize(once)).toBe(once);
      }),
    );
  });
});
