import { describe, expect, it } from '@jest/globals';
import { fakeLandingPages } from './__tests__/content-fakes.js';
import { listFooterPages } from './list-footer-pages.use-case.js';

describe('listFooterPages', () => {
  it('groups by menu section in menu order, capitalises the label and falls back to the default slug and the slug as title', async () => {
    const footer = [
      { defaultSlug: 'a', menuSection: 'resources', slug: 'a-en', title: 'A' },
      { defaultSlug: 'b', menuSection: null, slug: null, title: ' ' },
      { defaultSlug: 'c', menuSection: 'resources', slug: 'c-en', title: 'C' },
    ];
    const result = await listFooterPages({ landingPages: fakeLandingPages([], footer) })('en');
    expect(result).toEqual({
      ok: true,
      value: [
        { menuSection: 'resources', label: 'Resources', pages: [{ slug: 'a-en', title: 'A' }, { slug: 'c-en', title: 'C' }] },
        { menuSection: null, label: null, pages: [{ slug: 'b', title: 'b' }] },
      ],
    });
  });
});
