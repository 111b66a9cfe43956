import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '../shared/language.js';
import { BLOG_TEXTS } from './blog-texts.js';

describe('blog texts', () => {
  it("uses the spec's English wording", () => {
    expect(BLOG_TEXTS.postNotFound.en).toBe('Blog post not found');
    expect(BLOG_TEXTS.backToBlog.en).toBe('Back to Blog');
    expect(BLOG_TEXTS.moreContainers.en).toBe('More Containers');
    expect(BLOG_TEXTS.fetchPostsFailed.en).toBe('Failed to fetch blog posts');
  });

  it('has every text in every language', () => {
    for (const text of Object.values(BLOG_TEXTS)) {
      for (const language of LANGUAGES) expect(text[language].trim()).not.toBe('');
    }
  });
});
