import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import type { BlogSlugMatch } from './blog-catalogue.port.js';

/** The match in the first language of the site order (nl, de, fr, en). */
export const firstBlogMatch = (matches: readonly BlogSlugMatch[]): BlogSlugMatch | undefined =>
  [...matches].sort((a, b) => LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language))[0];

/**
 * Which post, and in which language, a blog URL shows (spec point 4): the slug
 * in the language; else, for a language other than nl, the Dutch translation
 * with the same slug, shown in nl (the client then goes to /nl/blog/{slug});
 * else the post carrying the slug in any language, shown in the language asked for.
 */
export const chooseBlogPost = (matches: readonly BlogSlugMatch[], language: Language): { readonly postId: string; readonly language: Language } | undefined => {
  const exact = matches.find((match) => match.language === language);
  if (exact !== undefined) return exact;
  const dutch = language === 'nl' ? undefined : matches.find((match) => match.language === 'nl');
  if (dutch !== undefined) return dutch;
  const inAnyLanguage = firstBlogMatch(matches);
  return inAnyLanguage === undefined ? undefined : { postId: inAnyLanguage.postId, language };
};
