/** The translatable texts per kind of item, as the translations CSV names them. */
export const TRANSLATION_KINDS = ['product', 'blog', 'landing-page', 'faq'] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

export const TRANSLATION_FIELDS = {
  product: ['title', 'slug', 'description', 'descriptionHtml', 'metaTitle', 'metaDescription'],
  blog: ['title', 'slug', 'content', 'metaDescription'],
  'landing-page': ['title', 'slug', 'metaTitle', 'metaDescription', 'content'],
  faq: ['question', 'answer'],
} as const satisfies Record<TranslationKind, readonly string[]>;

/**
 * The fields a page shows as HTML (the rest are plain text, shown as text): they go through the
 * HTML sanitiser on import. A landing page's `content` is plain text; its HTML is `contentHtml`,
 * which the CSV does not carry (docs/security.md).
 */
export const HTML_TRANSLATION_FIELDS: Readonly<Record<TranslationKind, readonly string[]>> = {
  product: ['descriptionHtml'],
  blog: ['content'],
  'landing-page': [],
  faq: [],
};

/** Fields a new translation cannot do without. */
export const REQUIRED_TRANSLATION_FIELDS: Readonly<Record<TranslationKind, readonly string[]>> = {
  product: ['title', 'slug', 'description'],
  blog: ['title', 'slug', 'content'],
  'landing-page': ['title'],
  faq: ['question', 'answer'],
};

export type TranslationField = (typeof TRANSLATION_FIELDS)[TranslationKind][number];

/** Every field of every kind, in a stable order: the CSV's text columns. */
export const ALL_TRANSLATION_FIELDS: readonly TranslationField[] = [
  ...new Set<TranslationField>(Object.values(TRANSLATION_FIELDS).flat()),
];

export const isTranslationKind = (value: string): value is TranslationKind => (TRANSLATION_KINDS as readonly string[]).includes(value);

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
