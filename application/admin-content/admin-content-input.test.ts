import { describe, expect, it } from '@jest/globals';
import type { SanitisedHtml } from '../../domain/content/sanitised-html.js';
import type { HtmlSanitizer } from '../content/html-sanitizer.port.js';
import { toBlogPostDraft } from './blog-post-input.js';
import { toLandingPageDraft } from './landing-page-input.js';
import { blogSlugMoves } from './manage-blog-posts.use-case.js';
import { toSectionDraft } from './section-input.js';

/** Drops <script> elements only: enough to see that the use case passes HTML through the port. */
const scriptStripper: HtmlSanitizer = { sanitize: (html) => html.replace(/<script[\s\S]*?<\/script>/g, '') as SanitisedHtml };

const fieldsOf = (result: { ok: boolean; error?: { kind: string; errors?: readonly { field: string; message: { en: string } }[] } }) =>
  result.ok || result.error?.kind !== 'invalid-input' ? {} : Object.fromEntries((result.error.errors ?? []).map((error) => [error.field, error.message.en]));

describe('the blog editor form', () => {
  it('requires Title, URL Slug and Content in each language given', () => {
    const result = toBlogPostDraft({ translations: { fr: { title: '', slug: '', content: ' ' } } }, scriptStripper);
    expect(fieldsOf(result)).toEqual({
      'translations.fr.title': 'Title is required',
      'translations.fr.slug': 'URL Slug is required',
      'translations.fr.content': 'Content is required',
    });
  });

  it('requires at least one language and an image URL that is a URL or a /media path', () => {
    expect(fieldsOf(toBlogPostDraft({ imageUrl: 'cover.jpg', translations: {} }, scriptStripper))).toEqual({
      imageUrl: 'Image URL must be a URL',
      translations: 'Enter at least one language',
    });
    const ok = toBlogPostDraft({ imageUrl: '/media/blog/a.jpg', translations: { nl: { title: 'T', slug: 'een-slug', content: '<p>x</p><script>y</script>', keywords: ['a ', ''] } } }, scriptStripper);
    expect(ok.ok && ok.value.translations[0]).toEqual({ language: 'nl', title: 'T', slug: 'een-slug', content: '<p>x</p>', metaDescription: '', keywords: ['a'] });
  });

  it('refuses a slug that is not lowercase words joined by single hyphens', () => {
    expect(fieldsOf(toBlogPostDraft({ translations: { en: { title: 'T', slug: 'Bad--Slug', content: 'c' } } }, scriptStripper))).toEqual({
      'translations.en.slug': 'A slug may only contain lowercase letters, digits and single hyphens',
    });
  });

  it('moves only the languages whose slug changed', () => {
    const previous = {
      id: 'p',
      imageUrl: null,
      imageAlt: null,
      imageTitle: null,
      publishedAt: '2026-01-01T00:00:00.000Z',
      customPublishDate: null,
      translations: [
        { language: 'nl' as const, title: 'T', slug: 'oud', content: 'c', metaDescription: '', keywords: [] },
        { language: 'en' as const, title: 'T', slug: 'same', content: 'c', metaDescription: '', keywords: [] },
        { language: 'de' as const, title: 'T', slug: 'weg', content: 'c', metaDescription: '', keywords: [] },
      ],
    };
    const next = toBlogPostDraft({ translations: { nl: { title: 'T', slug: 'nieuw', content: 'c' }, en: { title: 'T', slug: 'same', content: 'c' } } }, scriptStripper);
    if (!next.ok) throw new Error('draft refused');
    expect(blogSlugMoves(previous, next.value)).toEqual([{ oldPath: '/nl/blog/oud', newPath: '/nl/blog/nieuw' }]);
  });
});

describe('the landing page form', () => {
  it('requires the Default Slug and a title per language given, and reads structured data from JSON text', () => {
    expect(fieldsOf(toLandingPageDraft({ translations: { de: { structuredData: '{bad' } } }, scriptStripper))).toEqual({
      slug: 'Default Slug is required',
      'translations.de.title': 'Title is required',
      'translations.de.structuredData': 'Structured data must be valid JSON',
    });
    const ok = toLandingPageDraft({ slug: 'gids', translations: { de: { title: 'Leitfaden', structuredData: '{"a":1}', contentHtml: '<p>x</p><script>y</script>' } } }, scriptStripper);
    expect(ok.ok && ok.value).toMatchObject({ slug: 'gids', visibility: 'hidden', isPublished: false, translations: [{ language: 'de', structuredData: { a: 1 }, contentHtml: '<p>x</p>' }] });
  });
});

describe('a section', () => {
  it('checks its type and highlight-box icons against the domain and makes button links safe', () => {
    expect(
      fieldsOf(toSectionDraft({ type: 'carousel', translations: { en: { buttonUrl: 'javascript:alert(1)', highlightBoxes: [{ icon: 'Rocket' }] } } }, scriptStripper)),
    ).toEqual({
      type: 'Unknown section type',
      'translations.en.buttonUrl': 'Use a path on this site, an http(s) address, mailto:, tel: or #anchor',
      'translations.en.highlightBoxes.0.icon': 'Unknown icon',
    });
    const ok = toSectionDraft({ type: 'highlight_boxes', translations: { en: { buttonUrl: 'contact', highlightBoxes: [{ icon: 'Ship', buttonUrl: 'mailto:info@example.be' }] } } }, scriptStripper);
    expect(ok.ok && ok.value.translations.en).toMatchObject({ buttonUrl: '/contact', highlightBoxes: [{ icon: 'Ship', buttonUrl: 'mailto:info@example.be', title: '' }] });
  });
});
