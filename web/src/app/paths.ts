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
  /** The customer's offer page, opened by the secret link of the offer email. */
  offer: (lang: Language, token: string) => `/${lang}/offer/${encodeURIComponent(token)}`,
  /** The customer's rental page, opened by the secret link of every rental email. */
  rental: (lang: Language, token: string) => `/${lang}/rental/${encodeURIComponent(token)}`,
  contact: (lang: Language) => `/${lang}/contact`,
  modifications: (lang: Language) => `/${lang}/modifications`,
  rent: (lang: Language) => `/${lang}/rent`,
  leasing: (lang: Language) => `/${lang}/leasing`,
  cooledContainers: (lang: Language) => `/${lang}/koelcontainers-reefers-vriescontainers`,
  blog: (lang: Language) => `/${lang}/blog`,
  blogPost: (lang: Language, slug: string) => `/${lang}/blog/${encodeURIComponent(slug)}`,
  landingPage: (lang: Language, slug: string) => `/${lang}/pages/${encodeURIComponent(slug)}`,
  faq: (lang: Language) => `/${lang}/faq`,
  returnPolicy: (lang: Language) => `/${lang}/return-policy`,
  cookiePolicy: (lang: Language) => `/${lang}/cookie-policy`,
  privacyStatement: (lang: Language) => `/${lang}/privacy-statement`,
  auth: (lang: Language) => `/${lang}/auth`,
  admin: (lang: Language) => `/${lang}/admin`,
  adminProductNew: (lang: Language) => `/${lang}/container/admin/new`,
  adminProductEdit: (lang: Language, slug: string) => `/${lang}/container/admin/${encodeURIComponent(slug)}`,
  adminRedirects: (lang: Language) => `/${lang}/admin/redirects`,
  redirectManager: (lang: Language) => `/${lang}/redirect-manager`,
  adminInbox: (lang: Language) => `/${lang}/admin/inbox`,
  adminOffers: (lang: Language) => `/${lang}/admin/offers`,
  /** A new offer; from a quote request with its id. */
  adminOfferNew: (lang: Language, quoteId?: string) => `/${lang}/admin/offers/new${quoteId === undefined ? '' : `?quoteId=${encodeURIComponent(quoteId)}`}`,
  adminOffer: (lang: Language, id: string) => `/${lang}/admin/offers/${encodeURIComponent(id)}`,
  /** The inbox with the order open (its units, lines and history). */
  adminOrder: (lang: Language, orderId: string) => `/${lang}/admin/inbox?tab=orders&id=${encodeURIComponent(orderId)}`,
  adminUnits: (lang: Language) => `/${lang}/admin/units`,
  adminRentals: (lang: Language) => `/${lang}/admin/rentals`,
  /** The Rentals view with one contract open. */
  adminRental: (lang: Language, id: string) => `/${lang}/admin/rentals?rental=${encodeURIComponent(id)}`,
  /** The Units view searched for one container number, that unit open. */
  adminUnit: (lang: Language, id: string, containerNumber: string) => `/${lang}/admin/units?q=${encodeURIComponent(containerNumber)}&unit=${encodeURIComponent(id)}`,
  adminBlog: (lang: Language) => `/${lang}/admin/blog`,
  adminBlogNew: (lang: Language) => `/${lang}/admin/blog/new`,
  adminBlogEdit: (lang: Language, id: string) => `/${lang}/admin/blog/${encodeURIComponent(id)}/edit`,
  blogAdminNew: (lang: Language) => `/${lang}/blog/admin/new`,
  blogAdminEdit: (lang: Language, slug: string) => `/${lang}/blog/admin/${encodeURIComponent(slug)}/edit`,
  adminLandingPages: (lang: Language) => `/${lang}/admin/landing-pages`,
  adminLandingPageNew: (lang: Language) => `/${lang}/admin/landing-pages/new`,
  adminLandingPageEdit: (lang: Language, id: string) => `/${lang}/admin/landing-pages/${encodeURIComponent(id)}/edit`,
  adminFaq: (lang: Language) => `/${lang}/admin/faq`,
  adminHomeSections: (lang: Language) => `/${lang}/admin/home`,
} as const;
