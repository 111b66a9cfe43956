import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n, isI18nInitialized } from '../../shared/i18n.js';
import { fakeApi, jsonResponse, runSignedIn, signedInUser } from '../../shared/testing/fake-api.js';
import { ToastProvider } from '../../shared/toast/toast-provider.js';
import { TranslationProvider } from '../../shared/translation/index.js';
import { QuoteOffers } from './components/quote-offers.js';

runSignedIn();

const QUOTE_ID = '5a0c0000-0000-4000-8000-000000000001';
const OFFER_ID = '0f0c0000-0000-4000-8000-0000000000a1';

/** Where the button led, with the state the editor reads. */
const Arrived = () => {
  const location = useLocation();
  return <p data-testid="arrived">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>;
};

const renderQuoteOffers = async () => {
  if (!isI18nInitialized()) await initI18n('en', { admin: true });
  return render(
    <TranslationProvider translator={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider>
          <MemoryRouter initialEntries={['/en/admin/inbox?tab=quotes']}>
            <Routes>
              <Route path="/:lang/admin/inbox" element={<QuoteOffers quoteId={QUOTE_ID} lang="en" />} />
              <Route path="/:lang/admin/offers/*" element={<Arrived />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </TranslationProvider>,
  );
};

const listOf = (items: readonly object[]) => jsonResponse({ items, total: items.length, page: 1, pageSize: 50 });

describe('QuoteOffers under a quote request', () => {
  it('lists the offers made from the request and makes a new one the server drafts, opening its editor', async () => {
    const calls = fakeApi((call) => {
      if (call.path === '/api/auth/me') return signedInUser();
      if (call.method === 'GET' && call.path === '/api/admin/offers') return listOf([{ id: 'offer-0', number: 'OF-2026-000004', status: 'declined' }]);
      if (call.method === 'POST' && call.path === '/api/admin/offers') return jsonResponse({ id: OFFER_ID, number: 'OF-2026-000005' }, 201);
      return undefined;
    });
    await renderQuoteOffers();
    expect((await screen.findByRole('link', { name: 'OF-2026-000004' })).getAttribute('href')).toBe('/en/admin/offers/offer-0');
    expect(screen.getByText('Declined')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/admin/offers')?.query.get('quoteId')).toBe(QUOTE_ID);
    fireEvent.click(screen.getByRole('button', { name: 'Make an offer' }));
    expect((await screen.findByTestId('arrived')).textContent).toBe(`/en/admin/offers/${OFFER_ID} null`);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ quoteId: QUOTE_ID });
  });

  it("opens the editor prefilled from the request with the server's reason when it cannot draft the offer alone", async () => {
    fakeApi((call) => {
      if (call.path === '/api/auth/me') return signedInUser();
      if (call.method === 'GET' && call.path === '/api/admin/offers') return listOf([]);
      if (call.method === 'POST') {
        return jsonResponse({ statusCode: 400, message: 'Invalid input', errors: [{ field: 'transport.price', message: 'The transport tables have no price for this destination.' }] }, 400);
      }
      return undefined;
    });
    await renderQuoteOffers();
    fireEvent.click(await screen.findByRole('button', { name: 'Make an offer' }));
    await waitFor(() =>
      expect(screen.getByTestId('arrived').textContent).toBe(`/en/admin/offers/new?quoteId=${QUOTE_ID} {"problem":"Invalid input The transport tables have no price for this destination."}`),
    );
  });
});
