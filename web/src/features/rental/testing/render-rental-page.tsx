import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { featureTranslator } from '../../../shared/testing/feature-translator.js';
import { TranslationProvider } from '../../../shared/translation/index.js';
import de from '../../../../locales/de/rental.json' with { type: 'json' };
import en from '../../../../locales/en/rental.json' with { type: 'json' };
import fr from '../../../../locales/fr/rental.json' with { type: 'json' };
import nl from '../../../../locales/nl/rental.json' with { type: 'json' };
import { customerRentalKey } from '../hooks/use-customer-rental.js';
import type { CustomerRentalJson } from '../remote/customer-rental.js';
import { RentalPage } from '../rental-page.js';

const page = (address: string, lang: Language, client: QueryClient): ReactElement => (
  <TranslationProvider translator={featureTranslator(lang, 'rental', { nl, de, fr, en })}>
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/:lang/rental/:token" element={<RentalPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  </TranslationProvider>
);

/** The rental page at `address` with the real catalogs of the page, asking the (faked) API. */
export const renderRentalPage = (address: string, lang: Language) => render(page(address, lang, new QueryClient({ defaultOptions: { queries: { retry: false } } })));

/** The HTML the server sends for the page, with the contract it rendered with (entry-server answers its query). */
export const serverHtml = (token: string, lang: Language, rental: CustomerRentalJson): string => {
  const client = new QueryClient();
  client.setQueryData(customerRentalKey(token, lang), rental);
  return renderToString(page(`/${lang}/rental/${token}`, lang, client));
};
