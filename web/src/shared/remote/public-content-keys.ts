import type { QueryClient } from '@tanstack/react-query';

/**
 * The storefront's react-query key prefixes that an admin edit makes stale (the app keeps answers
 * fresh for 5 minutes, so without this an admin would not see their own change on the public page).
 * They mirror the keys of features/blog, landing, shell (footer), faq and home.
 */
export const PUBLIC_CONTENT_KEYS = {
  blog: [['blog'], ['landing-page']],
  landingPages: [['landing-page'], ['landing-pages']],
  faq: [['faq']],
  homeSections: [['content', 'home']],
} as const satisfies Readonly<Record<string, readonly (readonly string[])[]>>;

export type PublicContent = keyof typeof PUBLIC_CONTENT_KEYS;

/** Marks the public answers about `content` stale, so the next visit of those pages asks the server again. */
export const refreshPublicContent = (client: QueryClient, content: PublicContent): Promise<void[]> =>
  Promise.all(PUBLIC_CONTENT_KEYS[content].map((queryKey) => client.invalidateQueries({ queryKey })));
