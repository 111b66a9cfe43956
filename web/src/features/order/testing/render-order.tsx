import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { TranslationProvider } from '../../../shared/translation/index.js';
import { featureTranslator } from '../../../shared/testing/feature-translator.js';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { ToastProvider } from '../../../shared/toast/index.js';
import de from '../../../../locales/de/order.json' with { type: 'json' };
import en from '../../../../locales/en/order.json' with { type: 'json' };
import fr from '../../../../locales/fr/order.json' with { type: 'json' };
import nl from '../../../../locales/nl/order.json' with { type: 'json' };
import { OrderConfirmationPage } from '../order-confirmation-page.js';

/** The confirmation page at `address` (e.g. '/en/order-confirmation/abc?token=t') with the real catalogs. */
export const renderOrderPage = async (address: string, lang: Language) => {
  const i18n = featureTranslator(lang, 'order', { nl, de, fr, en });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TranslationProvider translator={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MemoryRouter initialEntries={[address]}>
            <Routes>
              <Route path="/:lang/order-confirmation/:orderId" element={<OrderConfirmationPage />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </TranslationProvider>,
  );
};

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const urlOf = (input: RequestInfo | URL): URL =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
