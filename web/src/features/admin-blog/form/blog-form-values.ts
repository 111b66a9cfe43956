import { LANGUAGES, type Language } from '../../../../../domain/shared/language.js';
import type { AdminBlogPostJson } from '../remote/admin-blog-requests.js';

export interface BlogTextValues {
  readonly title: string;
  readonly slug: string;
  readonly content: string;
  readonly metaDescription: string;
  /** As typed: comma-separated. */
  readonly keywords: string;
}

/** The 'Create Blog Post' / 'Edit Blog Post' form while it is filled in. */
export interface BlogFormValues {
  /** yyyy-mm-dd or empty (then the published date is shown). */
  readonly publishDate: string;
  readonly imageUrl: string;
  readonly imageAlt: string;
  readonly imageTitle: string;
  readonly texts: Readonly<Record<Language, BlogTextValues>>;
}

const emptyTexts = (): BlogTextValues => ({ title: '', slug: '', content: '', metaDescription: '', keywords: '' });

export const emptyBlogForm = (): BlogFormValues => ({
  publishDate: '',
  imageUrl: '',
  imageAlt: '',
  imageTitle: '',
  texts: { nl: emptyTexts(), de: emptyTexts(), fr: emptyTexts(), en: emptyTexts() },
});

export const blogFormOf = (post: AdminBlogPostJson): BlogFormValues => {
  const texts = { ...emptyBlogForm().texts };
  for (const translation of post.translations) {
    const language = LANGUAGES.find((candidate) => candidate === translation.language);
    if (language === undefined) continue;
    texts[language] = {
      title: translation.title,
      slug: translation.slug,
      content: translation.content,
      metaDescription: translation.metaDescription,
      keywords: translation.keywords.join(', '),
    };
  }
  return {
    publishDate: post.customPublishDate?.slice(0, 10) ?? '',
    imageUrl: post.imageUrl ?? '',
    imageAlt: post.imageAlt ?? '',
    imageTitle: post.imageTitle ?? '',
    texts,
  };
};
