/** The spec's landing_pages.visibility values (the server checks them again). */
export const LANDING_VISIBILITIES = ['hidden', 'header', 'footer', 'footer_subsection', 'both'] as const;
export type LandingVisibility = (typeof LANDING_VISIBILITIES)[number];

/** The spec's menu_section values; none is stored as null. */
export const MENU_SECTIONS = ['primary', 'secondary', 'products', 'company', 'services', 'support', 'resources'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

/** The list's visibility filter, keyed by its URL value (`?visibility=footer`). */
export const VISIBILITY_FILTERS = ['all', 'header', 'footer', 'both', 'hidden'] as const;
export type VisibilityFilter = (typeof VISIBILITY_FILTERS)[number];

export const isVisibilityFilter = (value: unknown): value is VisibilityFilter => typeof value === 'string' && (VISIBILITY_FILTERS as readonly string[]).includes(value);
