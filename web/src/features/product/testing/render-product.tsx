import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TranslationProvider } from '../../../shared/translation/index.js';
import { featureTranslator } from '../../../shared/testing/feature-translator.js';
import { MemoryRouter } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { ToastProvider } from '../../../shared/toast/index.js';
import de from '../../../../locales/de/product.json' with { type: 'json' };
import en from '../../../../locales/en/product.json' with { type: 'json' };
import fr from '../../../../locales/fr/product.json' with { type: 'json' };
import nl from '../../../../locales/nl/product.json' with { type: 'json' };

/** Renders with this feature's real catalogs, a fresh query client (no retries), toasts and a router. */
export const renderProduct = async (ui: ReactElement, lang: Language) => {
  const i18n = featureTranslator(lang, 'product', { nl, de, fr, en });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <TranslationProvider translator={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MemoryRouter initialEntries={[`/${lang}/container/test`]}>{ui}</MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </TranslationProvider>,
  );
};

type Route = (url: URL, init: RequestInit | undefined) => Response | undefined;

/** A fetch mock answering by path; unknown paths are a 404 JSON error. */
export const mockFetch = (route: Route) =>
  async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    return route(url, init) ?? json({ statusCode: 404, message: 'Not found' }, 404);
  };

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
