import type { Language } from '../shared/language.js';

export const SECTION_TYPES = [
  'hero_with_image',
  'content_with_image_left',
  'content_with_image_right',
  'content_centered',
  'highlight_boxes',
  'content_two_columns',
  'full_width_image',
  'gradient_background',
  'contact_section',
  'container_carousel',
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const isSectionType = (value: unknown): value is SectionType =>
  typeof value === 'string' && (SECTION_TYPES as readonly string[]).includes(value);

export const HIGHLIGHT_ICONS = ['Container', 'Ship', 'TrendingUp', 'Phone', 'Building'] as const;
export type HighlightIcon = (typeof HIGHLIGHT_ICONS)[number];

export const isHighlightIcon = (value: unknown): value is HighlightIcon =>
  typeof value === 'string' && (HIGHLIGHT_ICONS as readonly string[]).includes(value);

export interface HighlightBox {
  readonly icon: HighlightIcon;
  readonly title: string;
  readonly content: string;
  readonly buttonText: string | null;
  /** A relative path on this site, an http(s) address, mailto:, tel: or #anchor; never javascript:. */
  readonly buttonUrl: string | null;
}

/** A section's texts in one language; plain JSON, so the API can return it as it is. */
export interface SectionTranslation {
  readonly title: string;
  readonly subtitle: string | null;
  readonly contentHtml: string | null;
  readonly imageUrl: string | null;
  readonly imageAlt: string | null;
  readonly buttonText: string | null;
  readonly buttonUrl: string | null;
  readonly highlightBoxes: readonly HighlightBox[];
}

export type SectionTranslations = Readonly<Partial<Record<Language, SectionTranslation>>>;

/** A home-page or landing-page section. */
export interface Section {
  readonly id: string;
  readonly type: SectionType;
  /** May be fractional: an injected carousel sits at 2.5. */
  readonly orderIndex: number;
  readonly backgroundColor: string | null;
  readonly backgroundGradient: string | null;
  /** CSS lengths such as '4rem'. */
  readonly paddingTop: string | null;
  readonly paddingBottom: string | null;
  readonly translations: SectionTranslations;
}
