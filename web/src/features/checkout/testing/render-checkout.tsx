import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TranslationProvider } from '../../../shared/translation/index.js';
import { featureTranslator } from '../../../shared/testing/feature-translator.js';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { ToastProvider } from '../../../shared/toast/index.js';
import de from '../../../../locales/de/checkout.json' with { type: 'json' };
import en from '../../../../locales/en/checkout.json' with { type: 'json' };
import fr from '../../../../locales/fr/checkout.json' with { type: 'json' };
import nl from '../../../../locales/nl/checkout.json' with { type: 'json' };

const WhereAmI = () => {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
};

/** Renders a checkout page at /{lang}/{path} with the real catalogs, toasts and a router that records where it went. */
export const renderCheckout = async (page: ReactElement, lang: Language, path: string) => {
  const i18n = featureTranslator(lang, 'checkout', { nl, de, fr, en });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <TranslationProvider translator={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MemoryRouter initialEntries={[`/${lang}/${path}`]}>
            <Routes>
              <Route path={`/:lang/${path}`} element={page} />
              <Route path="/:lang/order-confirmation/:orderId" element={<WhereAmI />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </TranslationProvider>,
  );
};

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly query: URLSearchParams;
}

type Route = (request: RecordedRequest) => Response | undefined;

/** A fetch mock answering by method and path, recording every request; unknown ones are a 404. */
export const mockApi = (route: Route) => {
  const requests: RecordedRequest[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method: init?.method ?? 'GET', path: url.pathname, body, query: url.searchParams };
    requests.push(request);
    return route(request) ?? json({ statusCode: 404, message: 'Not found' }, 404);
  };
  return { fetchMock, requests };
};

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
