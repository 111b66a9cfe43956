import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiGet } from '../../../shared/remote/http.js';
import { isMissingAnswer } from '../../../shared/remote/missing-answer.js';
import { serverHtml, type SanitisedHtml } from '../../../shared/html/server-html.js';

/** A post as `GET /api/blog/{slug}` sends it; `language` is 'nl' when only the Dutch post has the slug. */
/** Its content is HTML, sanitised by the server (branded by serverHtml as it arrives). */
export type BlogPost = Omit<ApiJson<'BlogPostDto'>, 'content'> & { readonly content: SanitisedHtml };

export const useBlogPost = (lang: Language, slug: string) =>
  useQuery({
    queryKey: ['blog', 'post', lang, slug],
    queryFn: ({ signal }) => apiGet<ApiJson<'BlogPostDto'>>(`/api/blog/${encodeURIComponent(slug)}`, { lang }, signal),
    select: (json): BlogPost => ({ ...json, content: serverHtml(json.content) }),
    // A missing post stays missing: only other failures are worth a second try.
    retry: (count, error) => !isMissingAnswer(error) && count < 2,
  });
