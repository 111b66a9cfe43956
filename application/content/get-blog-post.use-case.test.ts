import { describe, expect, it } from '@jest/globals';
import { blogPost, fakeBlog } from './__tests__/content-fakes.js';
import { getBlogPost } from './get-blog-post.use-case.js';
import { getBlogPostSlugs } from './get-blog-post-slugs.use-case.js';

const posts = [
  blogPost('both', { nl: 'container-kopen', de: 'container-kaufen', en: 'buy-container' }),
  blogPost('dutch-only', { nl: 'alleen-nl' }),
  blogPost('shared-slug', { nl: 'koelcontainer', fr: 'koelcontainer' }),
];
const read = getBlogPost({ blog: fakeBlog(posts) });

describe('getBlogPost', () => {
  it('answers the slug in the language asked for', async () => {
    const result = await read('container-kaufen', 'de');
    expect(result).toMatchObject({ ok: true, value: { id: 'both', language: 'de', slug: 'container-kaufen', readingMinutes: 1 } });
  });

  it('falls back to the Dutch post with the same slug, answered in nl', async () => {
    expect(await read('alleen-nl', 'fr')).toMatchObject({ ok: true, value: { id: 'dutch-only', language: 'nl', slug: 'alleen-nl' } });
  });

  it('finds a post by another language slug and answers in the language asked for', async () => {
    expect(await read('container-kaufen', 'en')).toMatchObject({ ok: true, value: { id: 'both', language: 'en', slug: 'buy-container' } });
    expect(await read('container-kopen', 'en')).toMatchObject({ ok: true, value: { id: 'both', language: 'nl', slug: 'container-kopen' } });
    expect(await read('buy-container', 'nl')).toMatchObject({ ok: true, value: { language: 'nl', slug: 'container-kopen' } });
  });

  it('prefers the exact language over the Dutch fallback when both carry the slug', async () => {
    expect(await read('koelcontainer', 'fr')).toMatchObject({ ok: true, value: { language: 'fr' } });
  });

  it("is not found when the post has no translation in the language and no Dutch one under that slug", async () => {
    const result = await read('buy-container', 'fr');
    expect(result).toEqual({ ok: false, error: { kind: 'not-found', message: expect.objectContaining({ en: 'Blog post not found' }) } });
    expect((await read('nothing-here', 'nl')).ok).toBe(false);
  });

  it('gives every language slug, whatever slug it is asked with', async () => {
    const slugs = getBlogPostSlugs({ blog: fakeBlog(posts) });
    expect(await slugs('buy-container')).toEqual({ ok: true, value: { nl: 'container-kopen', de: 'container-kaufen', en: 'buy-container' } });
    expect((await slugs('unknown')).ok).toBe(false);
  });
});
