import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { TranslationProvider } from '../../../shared/translation/index.js';
import { featureTranslator } from '../../../shared/testing/feature-translator.js';
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
  const i18n = featureTranslator(lang, 'cart', { nl, de, fr, en });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <TranslationProvider translator={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MemoryRouter initialEntries={[`/${lang}/cart`]}>
            <Routes>
              <Route path="/:lang/cart" element={<CartPage />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </TranslationProvider>,
  );
};

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
