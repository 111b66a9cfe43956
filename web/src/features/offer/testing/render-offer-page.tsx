import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { featureTranslator } from '../../../shared/testing/feature-translator.js';
import { TranslationProvider } from '../../../shared/translation/index.js';
import de from '../../../../locales/de/offer.json' with { type: 'json' };
import en from '../../../../locales/en/offer.json' with { type: 'json' };
import fr from '../../../../locales/fr/offer.json' with { type: 'json' };
import nl from '../../../../locales/nl/offer.json' with { type: 'json' };
import { OfferPage } from '../offer-page.js';

/** Where the page sent the visitor (the order confirmation after a bank transfer). */
const Arrived = () => {
  const location = useLocation();
  return <p data-testid="arrived">{`${location.pathname}${location.search}`}</p>;
};

/** The offer page at `address` with the real catalogs of the page, and the confirmation route it leads to. */
export const renderOfferPage = (address: string, lang: Language) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TranslationProvider translator={featureTranslator(lang, 'offer', { nl, de, fr, en })}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path="/:lang/offer/:token" element={<OfferPage />} />
            <Route path="/:lang/order-confirmation/:orderId" element={<Arrived />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </TranslationProvider>,
  );
};
