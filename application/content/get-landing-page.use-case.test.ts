import { describe, expect, it } from '@jest/globals';
import type { Language } from '../../domain/shared/language.js';
import { fakeLandingPages } from './__tests__/content-fakes.js';
import { getLandingPage } from './get-landing-page.use-case.js';
import type { LandingPageRecord, LandingPageTranslation } from './landing-page-catalogue.port.js';

const translation = (language: Language, slug: string | null): LandingPageTranslation => ({
  language,
  title: `Title ${language}`,
  slug,
  metaTitle: null,
  metaDescription: null,
  metaKeywords: null,
  canonicalUrl: null,
  content: null,
  contentHtml: null,
  ogTitle: null,
  ogDescription: null,
  ogImageUrl: null,
  structuredData: null,
});

const page = (id: string, slug: string, translations: readonly LandingPageTranslation[]): LandingPageRecord => ({
  id,
  slug,
  relatedProductIds: [],
  translations,
  sections: [],
  relatedPosts: [],
});

const pages = [
  page('a', 'opslag', [translation('nl', 'opslag-nl'), translation('en', 'storage')]),
  // Its default slug is another page's English slug.
  page('b', 'storage', [translation('nl', 'berging'), translation('de', null)]),
];
const read = getLandingPage({ landingPages: fakeLandingPages(pages) });

describe('getLandingPage', () => {
  it('prefers the slug in the language, then the default slug, then a slug in any language', async () => {
    expect(await read('storage', 'en')).toMatchObject({ ok: true, value: { id: 'a', language: 'en', slug: 'opslag' } });
    expect(await read('storage', 'nl')).toMatchObject({ ok: true, value: { id: 'b', language: 'nl', slug: 'storage' } });
    expect(await read('opslag-nl', 'en')).toMatchObject({ ok: true, value: { id: 'a', language: 'en', title: 'Title en' } });
  });

  it('falls back to nl texts and gives the default slug for a translation without one', async () => {
    const result = await read('berging', 'fr');
    expect(result).toMatchObject({ ok: true, value: { id: 'b', language: 'nl', slugs: { nl: 'berging', de: 'storage' } } });
  });

  it('adds the carousel and leasing sections of the landing-page rules', async () => {
    const result = await read('opslag', 'en');
    if (!result.ok) throw new Error('expected a page');
    expect(result.value.sections.map((section) => [section.type, section.special])).toEqual([
      ['container_carousel', null],
      ['content_with_image_left', 'leasing'],
    ]);
  });

  it('answers the spec message for an unknown slug', async () => {
    const result = await read('nope', 'de');
    expect(result).toEqual({
      ok: false,
      error: { kind: 'not-found', message: expect.objectContaining({ en: 'Landing page with slug "nope" not found' }) },
    });
  });
});
