import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { ToastProvider } from '../../../shared/toast/index.js';
import de from '../../../../locales/de/cart.json' with { type: 'json' };
import en from '../../../../locales/en/cart.json' with { type: 'json' };
import fr from '../../../../locales/fr/cart.json' with { type: 'json' };
import nl from '../../../../locales/nl/cart.json' with { type: 'json' };
import { CartPage } from '../cart-page.js';

/** The cart page at /{lang}/cart with the real catalogs and toasts. */
export const renderCartPage = async (lang: Language) => {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: lang,
    resources: { nl: { translation: { cart: nl } }, de: { translation: { cart: de } }, fr: { translation: { cart: fr } }, en: { translation: { cart: en } } },
    interpolation: { escapeValue: false },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MemoryRouter initialEntries={[`/${lang}/cart`]}>
            <Routes>
              <Route path="/:lang/cart" element={<CartPage />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
};

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
