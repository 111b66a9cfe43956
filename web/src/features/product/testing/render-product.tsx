import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { ToastProvider } from '../../../shared/toast/index.js';
import de from '../../../../locales/de/product.json' with { type: 'json' };
import en from '../../../../locales/en/product.json' with { type: 'json' };
import fr from '../../../../locales/fr/product.json' with { type: 'json' };
import nl from '../../../../locales/nl/product.json' with { type: 'json' };

/** Renders with this feature's real catalogs, a fresh query client (no retries), toasts and a router. */
export const renderProduct = async (ui: ReactElement, lang: Language) => {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: lang,
    resources: {
      nl: { translation: { product: nl } },
      de: { translation: { product: de } },
      fr: { translation: { product: fr } },
      en: { translation: { product: en } },
    },
    interpolation: { escapeValue: false },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MemoryRouter initialEntries={[`/${lang}/container/test`]}>{ui}</MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
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
