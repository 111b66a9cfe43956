import type { Language } from '../../../domain/shared/language.js';
import { paths } from './paths.js';

/** One admin screen, as linked from the admin home and the footer's admin column (label: `auth.screens.{key}`). */
export interface AdminScreen {
  readonly key: 'products' | 'newProduct' | 'blog' | 'landingPages' | 'faq' | 'homeSections' | 'redirects' | 'inbox' | 'units' | 'offers' | 'rentals' | 'audit' | 'privacy';
  readonly to: (lang: Language) => string;
}

/** Every admin screen of both specs, in the order admins see them. */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { key: 'products', to: paths.products },
  { key: 'newProduct', to: paths.adminProductNew },
  { key: 'blog', to: (lang) => `/${lang}/admin/blog` },
  { key: 'landingPages', to: (lang) => `/${lang}/admin/landing-pages` },
  { key: 'faq', to: (lang) => `/${lang}/admin/faq` },
  { key: 'homeSections', to: (lang) => `/${lang}/admin/home` },
  { key: 'redirects', to: (lang) => `/${lang}/admin/redirects` },
  { key: 'inbox', to: (lang) => `/${lang}/admin/inbox` },
  { key: 'offers', to: paths.adminOffers },
  { key: 'units', to: paths.adminUnits },
  { key: 'rentals', to: paths.adminRentals },
  { key: 'audit', to: (lang) => `/${lang}/admin/audit` },
  { key: 'privacy', to: (lang) => `/${lang}/admin/privacy` },
];
