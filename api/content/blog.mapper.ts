import type { BlogPostView } from '../../application/content/get-blog-post.use-case.js';
import type { BlogPostCard } from '../../application/content/list-blog-posts.use-case.js';
import type { BlogPostCardDto, BlogPostDto } from './blog.dto.js';

export const toBlogPostCardDto = (post: BlogPostCard): BlogPostCardDto => ({ ...post });

export const toBlogPostDto = (post: BlogPostView): BlogPostDto => ({
  ...post,
  keywords: [...post.keywords],
  slugs: { ...post.slugs },
});
