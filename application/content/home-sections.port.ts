import type { Section } from '../../domain/landing/section.js';

/** Read access to the home page's sections (the sections of no landing page). */
export interface HomeSections {
  /** Every home section with all its translations, by order index. */
  listHomeSections(): Promise<readonly Section[]>;
}
