import { describe, expect, it } from '@jest/globals';
import { blogPost, fakeBlog } from './__tests__/content-fakes.js';
import { listBlogPosts } from './list-blog-posts.use-case.js';

describe('listBlogPosts', () => {
  it('orders by the shown date (custom publish date, else published date), newest first', async () => {
    const posts = [
      blogPost('old-custom', { en: 'a' }, { publishedAt: '2025-06-01T00:00:00.000Z', customPublishDate: '2023-01-01T00:00:00.000Z' }),
      blogPost('plain', { en: 'b' }, { publishedAt: '2024-05-01T00:00:00.000Z' }),
      blogPost('new-custom', { en: 'c' }, { publishedAt: '2020-01-01T00:00:00.000Z', customPublishDate: '2025-02-01T00:00:00.000Z' }),
      blogPost('dutch', { nl: 'd' }, { publishedAt: '2026-01-01T00:00:00.000Z' }),
    ];
    const result = await listBlogPosts({ blog: fakeBlog(posts) })('en');
    if (!result.ok) throw new Error('expected a list');
    expect(result.value.map((post) => [post.id, post.date])).toEqual([
      ['new-custom', '2025-02-01T00:00:00.000Z'],
      ['plain', '2024-05-01T00:00:00.000Z'],
      ['old-custom', '2023-01-01T00:00:00.000Z'],
    ]);
  });
});
