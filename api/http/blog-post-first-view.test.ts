import { describe, expect, it } from '@jest/globals';
import type { BlogPostView } from '../../application/content/get-blog-post.use-case.js';
import { blogPostFirstView } from './blog-post-first-view.js';

const POST: BlogPostView = {
  id: 'post-1',
  language: 'de',
  slug: 'kran-lieferung',
  title: 'Lieferung mit "Kran" <LKW>',
  content: '<p>Text</p>',
  metaDescription: 'Wie es geht',
  keywords: [],
  imageUrl: '/media/blog/kran.jpg',
  imageAlt: 'Ein Kran',
  imageTitle: null,
  date: '2026-03-05T10:00:00.000Z',
  readingMinutes: 4,
  slugs: { de: 'kran-lieferung', nl: 'kraan-levering' },
};

describe('blogPostFirstView', () => {
  it("paints the back link, the hero the head preloads, the date line and the title in the post's language", () => {
    const html = blogPostFirstView(POST, 'de') ?? '';
    expect(html.startsWith('<div data-first-view class="mx-auto max-w-4xl px-4 py-10">')).toBe(true);
    expect(html).toContain('<a href="/de/blog"');
    expect(html).toMatch(/<img src="\/media\/blog\/kran\.jpg\?w=1200&amp;format=webp" srcset="[^"]+ 400w, [^"]+" sizes="\(min-width: 896px\) 896px, 100vw" alt="Ein Kran"/);
    expect(html).toContain('<time datetime="2026-03-05T10:00:00.000Z">März 5, 2026</time>');
    expect(html).toContain('4 Min. Lesezeit');
    expect(html).toContain('>Lieferung mit &quot;Kran&quot; &lt;LKW&gt;</h1>');
  });

  it('keeps the hero box without an image, and sends nothing for a post shown through the Dutch fallback', () => {
    expect(blogPostFirstView({ ...POST, imageUrl: null }, 'de')).not.toContain('<img');
    expect(blogPostFirstView({ ...POST, imageUrl: null }, 'de')).toContain('aspect-[1200/630]');
    expect(blogPostFirstView({ ...POST, language: 'nl' }, 'de')).toBeNull();
  });
});
