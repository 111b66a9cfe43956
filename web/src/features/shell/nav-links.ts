import type { Language } from '../../../../domain/shared/language.js';
import { paths } from '../../app/paths.js';

export interface NavLink {
  /** Key under shell.nav. */
  readonly key: 'products' | 'modifications' | 'rent' | 'leasing' | 'contact';
  readonly to: (lang: Language) => string;
  readonly icon?: 'phone';
}

/** The five links of the navigation bar, in order. */
export const NAV_LINKS: readonly NavLink[] = [
  { key: 'products', to: paths.products },
  { key: 'modifications', to: paths.modifications },
  { key: 'rent', to: paths.rent },
  { key: 'leasing', to: paths.leasing },
  { key: 'contact', to: paths.contact, icon: 'phone' },
];

export const scrollToTop = (): void => {
  window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
};
