import type { Language } from '../../../domain/shared/language.js';

/** Every storefront address, built in one place (the route table uses the same shapes). */
export const paths = {
  home: (lang: Language) => `/${lang}`,
  products: (lang: Language) => `/${lang}/container`,
  product: (lang: Language, slug: string) => `/${lang}/container/${encodeURIComponent(slug)}`,
  cart: (lang: Language) => `/${lang}/cart`,
  checkout: (lang: Language) => `/${lang}/checkout`,
  cartCheckout: (lang: Language) => `/${lang}/cart-checkout`,
  orderConfirmation: (lang: Language, id: string) => `/${lang}/order-confirmation/${encodeURIComponent(id)}`,
  contact: (lang: Language) => `/${lang}/contact`,
  modifications: (lang: Language) => `/${lang}/modifications`,
  rent: (lang: Language) => `/${lang}/rent`,
  leasing: (lang: Language) => `/${lang}/leasing`,
  blog: (lang: Language) => `/${lang}/blog`,
  blogPost: (lang: Language, slug: string) => `/${lang}/blog/${encodeURIComponent(slug)}`,
  landingPage: (lang: Language, slug: string) => `/${lang}/pages/${encodeURIComponent(slug)}`,
  faq: (lang: Language) => `/${lang}/faq`,
  returnPolicy: (lang: Language) => `/${lang}/return-policy`,
  cookiePolicy: (lang: Language) => `/${lang}/cookie-policy`,
  privacyStatement: (lang: Language) => `/${lang}/privacy-statement`,
  auth: (lang: Language) => `/${lang}/auth`,
} as const;
