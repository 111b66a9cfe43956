import type { Section } from '../../../../../domain/landing/section.js';

/** The admin API answers sections in the domain's own shape (types, icons and texts per language). */
export type AdminSectionJson = Section;

/** What the API takes for a section: the same, without the order (its position) and with the id optional. */
export type SectionInputJson = Omit<Section, 'id' | 'orderIndex'> & { readonly id?: string };
