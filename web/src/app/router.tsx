import type { ReactElement } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { detectLanguage } from '../../../domain/language/language-detection.js';
import { LanguageLayout } from './language-layout.js';
import { lazyPage } from './lazy-page.js';
import { paths } from './paths.js';
import { useLanguage } from './use-language.js';
import { notFoundPage } from './not-found-element.js';

const RootRedirect = () => <Navigate replace to={`/${detectLanguage(window.location.pathname, navigator.languages)}`} />;

/** The spec's non-prefixed admin paths (`/admin/...`, `/redirect-manager`) open the same screen in the visitor's language. */
const UnprefixedAdminRedirect = () => {
  const { pathname, search } = useLocation();
  return <Navigate replace to={`/${detectLanguage(pathname, navigator.languages)}${pathname}${search}`} />;
};

/** The spec's `/admin/products` is the product list, where admins find Add, Edit and Delete. */
const AdminProductsRedirect = () => <Navigate replace to={paths.products(useLanguage())} />;

/**
 * One route of the storefront. Declarative routes (not the data router) keep the first load small;
 * pages load lazily through lazyPage (one chunk per route).
 */
type AppRoute = { readonly index: true; readonly element: ReactElement } | { readonly path: string; readonly element: ReactElement; readonly children?: readonly AppRoute[] };

/** The route table of the storefront. */
export const routes: readonly AppRoute[] = [
  { path: '/', element: <RootRedirect /> },
  { path: '/admin/*', element: <UnprefixedAdminRedirect /> },
  { path: '/redirect-manager', element: <UnprefixedAdminRedirect /> },
  {
    path: '/:lang',
    element: <LanguageLayout />,
    children: [
      { index: true, element: lazyPage(() => import('../features/home/home-page.js'), 'HomePage') },
      { path: 'container', element: lazyPage(() => import('../features/catalogue/product-list-page.js'), 'ProductListPage') },
      { path: 'container/:slug', element: lazyPage(() => import('../features/product/product-page.js'), 'ProductPage') },
      { path: 'container/admin/new', element: lazyPage(() => import('../features/admin-products/product-editor-page.js'), 'ProductEditorPage') },
      { path: 'container/admin/:slug', element: lazyPage(() => import('../features/admin-products/product-editor-page.js'), 'ProductEditorPage') },
      { path: 'products/admin/:slug', element: lazyPage(() => import('../features/admin-products/product-editor-page.js'), 'ProductEditorPage') },
      { path: 'cart', element: lazyPage(() => import('../features/cart/cart-page.js'), 'CartPage') },
      { path: 'checkout', element: lazyPage(() => import('../features/checkout/checkout-page.js'), 'CheckoutPage') },
      { path: 'cart-checkout', element: lazyPage(() => import('../features/checkout/cart-checkout-page.js'), 'CartCheckoutPage') },
      { path: 'order-confirmation/:orderId', element: lazyPage(() => import('../features/order/order-confirmation-page.js'), 'OrderConfirmationPage') },
      { path: 'offer/:token', element: lazyPage(() => import('../features/offer/offer-page.js'), 'OfferPage', ['offer']) },
      { path: 'rental/:token', element: lazyPage(() => import('../features/rental/rental-page.js'), 'RentalPage', ['rental']) },
      { path: 'contact', element: lazyPage(() => import('../features/contact/contact-page.js'), 'ContactPage', ['contact']) },
      { path: 'blog', element: lazyPage(() => import('../features/blog/blog-list-with-admin-controls.js'), 'BlogListWithAdminControls', ['blog']) },
      { path: 'blog/:slug', element: lazyPage(() => import('../features/blog/blog-post-page.js'), 'BlogPostPage', ['blog']) },
      { path: 'pages/:slug', element: lazyPage(() => import('../features/landing/landing-page.js'), 'LandingPage', ['landing']) },
      { path: 'rent', element: lazyPage(() => import('../features/rent/rent-page.js'), 'RentPage', ['rent']) },
      { path: 'leasing', element: lazyPage(() => import('../features/leasing/leasing-page.js'), 'LeasingPage', ['leasing']) },
      { path: 'koelcontainers-reefers-vriescontainers', element: lazyPage(() => import('../features/cooled/cooled-containers-page.js'), 'CooledContainersPage', ['cooled']) },
      { path: 'modifications', element: lazyPage(() => import('../features/modifications/modifications-page.js'), 'ModificationsPage', ['modifications', 'contact']) },
      { path: 'faq', element: lazyPage(() => import('../features/faq/faq-page.js'), 'FaqPage', ['faq']) },
      { path: 'privacy-statement', element: lazyPage(() => import('../features/policies/privacy-statement-page.js'), 'PrivacyStatementPage', ['policies']) },
      { path: 'cookie-policy', element: lazyPage(() => import('../features/policies/cookie-policy-page.js'), 'CookiePolicyPage', ['policies']) },
      { path: 'return-policy', element: lazyPage(() => import('../features/policies/return-policy-page.js'), 'ReturnPolicyPage', ['policies']) },
      { path: 'auth', element: lazyPage(() => import('../features/auth/auth-page.js'), 'AuthPage') },
      { path: 'admin', element: lazyPage(() => import('../features/auth/admin-entry-page.js'), 'AdminEntryPage') },
      { path: 'admin/products', element: <AdminProductsRedirect /> },
      { path: 'admin/redirects', element: lazyPage(() => import('../features/admin-redirects/redirect-manager-page.js'), 'RedirectManagerPage') },
      { path: 'redirect-manager', element: lazyPage(() => import('../features/admin-redirects/redirect-manager-page.js'), 'RedirectManagerPage') },
      { path: 'admin/blog', element: lazyPage(() => import('../features/admin-blog/blog-admin-list-page.js'), 'BlogAdminListPage', ['blog']) },
      { path: 'admin/blog/new', element: lazyPage(() => import('../features/admin-blog/blog-post-create-page.js'), 'BlogPostCreatePage', ['blog']) },
      { path: 'blog/admin/new', element: lazyPage(() => import('../features/admin-blog/blog-post-create-page.js'), 'BlogPostCreatePage', ['blog']) },
      { path: 'admin/blog/:id/edit', element: lazyPage(() => import('../features/admin-blog/blog-post-edit-page.js'), 'BlogPostEditPage', ['blog']) },
      { path: 'blog/admin/:slug/edit', element: lazyPage(() => import('../features/admin-blog/blog-post-edit-page.js'), 'BlogPostEditPage', ['blog']) },
      { path: 'admin/landing-pages', element: lazyPage(() => import('../features/admin-landing/landing-pages-admin-page.js'), 'LandingPagesAdminPage') },
      { path: 'admin/landing-pages/new', element: lazyPage(() => import('../features/admin-landing/landing-page-editor-page.js'), 'LandingPageEditorPage') },
      { path: 'admin/landing-pages/:id/edit', element: lazyPage(() => import('../features/admin-landing/landing-page-editor-page.js'), 'LandingPageEditorPage') },
      { path: 'admin/faq', element: lazyPage(() => import('../features/admin-content/faq-admin-page.js'), 'FaqAdminPage', ['faq']) },
      { path: 'admin/home', element: lazyPage(() => import('../features/admin-content/home-sections-admin-page.js'), 'HomeSectionsAdminPage') },
      { path: 'admin/inbox', element: lazyPage(() => import('../features/admin-inbox/inbox-page.js'), 'InboxPage') },
      { path: 'admin/offers', element: lazyPage(() => import('../features/admin-offers/offers-list-page.js'), 'OffersListPage') },
      { path: 'admin/offers/new', element: lazyPage(() => import('../features/admin-offers/offer-editor-page.js'), 'OfferEditorPage') },
      { path: 'admin/offers/:id', element: lazyPage(() => import('../features/admin-offers/offer-editor-page.js'), 'OfferEditorPage') },
      { path: 'admin/units', element: lazyPage(() => import('../features/admin-units/units-page.js'), 'UnitsPage') },
      { path: 'admin/rentals', element: lazyPage(() => import('../features/admin-rentals/rentals-page.js'), 'RentalsPage') },
      { path: 'admin/audit', element: lazyPage(() => import('../features/admin-audit/audit-page.js'), 'AuditPage') },
      { path: 'admin/privacy', element: lazyPage(() => import('../features/admin-privacy/privacy-page.js'), 'PrivacyPage') },
      { path: '*', element: notFoundPage },
    ],
  },
  { path: '*', element: notFoundPage },
];

const toRouteObject = (route: AppRoute): RouteObject =>
  'index' in route ? { index: true, element: route.element } : { path: route.path, element: route.element, children: route.children?.map(toRouteObject) };

const routeObjects = routes.map(toRouteObject);

/** Renders the page of the current address (inside a BrowserRouter). */
export const AppRoutes = () => useRoutes(routeObjects);
