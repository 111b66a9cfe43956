import type { BenchPageName } from './bench-pages.js';

/** Each measured page's module as Vite's manifest names it (web/src/app/router.tsx), for its first-route JavaScript. */
export const PAGE_MODULES: Readonly<Record<BenchPageName, string>> = {
  home: 'src/features/home/home-page.tsx',
  listing: 'src/features/catalogue/product-list-page.tsx',
  product: 'src/features/product/product-page.tsx',
  rent: 'src/features/rent/rent-page.tsx',
  leasing: 'src/features/leasing/leasing-page.tsx',
  cooled: 'src/features/cooled/cooled-containers-page.tsx',
  modifications: 'src/features/modifications/modifications-page.tsx',
  blog: 'src/features/blog/blog-list-with-admin-controls.tsx',
  'blog-post': 'src/features/blog/blog-post-page.tsx',
  landing: 'src/features/landing/landing-page.tsx',
  faq: 'src/features/faq/faq-page.tsx',
  contact: 'src/features/contact/contact-page.tsx',
  policy: 'src/features/policies/privacy-statement-page.tsx',
  cart: 'src/features/cart/cart-page.tsx',
  checkout: 'src/features/checkout/cart-checkout-page.tsx',
  confirmation: 'src/features/order/order-confirmation-page.tsx',
  'not-found': 'src/features/not-found/not-found-page.tsx',
};
