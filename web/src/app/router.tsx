import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { detectLanguage } from '../../../domain/language/language-detection.js';
import { LanguageLayout } from './language-layout.js';
import { NotFoundPage } from '../features/not-found/not-found-page.js';

const RootRedirect = () => <Navigate replace to={`/${detectLanguage(window.location.pathname, navigator.languages)}`} />;

/** The typed route table of the storefront; pages load lazily (one chunk per route). */
export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    path: '/:lang',
    element: <LanguageLayout />,
    hydrateFallbackElement: <div className="min-h-screen" aria-busy="true" />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/home/home-page.js')).HomePage }) },
      { path: 'container', lazy: async () => ({ Component: (await import('../features/catalogue/product-list-page.js')).ProductListPage }) },
      { path: 'container/:slug', lazy: async () => ({ Component: (await import('../features/product/product-page.js')).ProductPage }) },
      { path: 'cart', lazy: async () => ({ Component: (await import('../features/cart/cart-page.js')).CartPage }) },
      { path: 'checkout', lazy: async () => ({ Component: (await import('../features/checkout/checkout-page.js')).CheckoutPage }) },
      { path: 'cart-checkout', lazy: async () => ({ Component: (await import('../features/checkout/cart-checkout-page.js')).CartCheckoutPage }) },
      {
        path: 'order-confirmation/:orderId',
        lazy: async () => ({ Component: (await import('../features/order/order-confirmation-page.js')).OrderConfirmationPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export const createRouter = () => createBrowserRouter(routes);
