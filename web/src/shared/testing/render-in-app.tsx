import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { TranslationProvider } from '../translation/index.js';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PAGE_TEXT_FILES } from '../../../../domain/language/text-files.js';
import { i18n, initI18n, isI18nInitialized, loadPageTextFiles } from '../i18n.js';
import { ToastProvider } from '../toast/toast-provider.js';
import { VisitorStateProvider } from '../visitor/visitor-state.js';
import { visitorStateOf } from '../../../../domain/rendering/visitor-state.js';

/**
 * Renders `router` (a MemoryRouter with the routes under test) with the app's providers (the visitor
 * as `document.cookie` says at `path`, a query client that does not retry) and the real English catalogs.
 */
export const renderWithAppProviders = async (router: ReactNode, path: string): Promise<RenderResult> => {
  if (!isI18nInitialized()) await initI18n('en', { admin: true });
  await loadPageTextFiles(PAGE_TEXT_FILES);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TranslationProvider translator={i18n}>
      <VisitorStateProvider visitor={visitorStateOf(document.cookie, path)}>
        <QueryClientProvider client={client}>
          <ToastProvider>{router}</ToastProvider>
        </QueryClientProvider>
      </VisitorStateProvider>
    </TranslationProvider>,
  );
};

/** Renders a component under /:lang/* with the app's providers (the visitor as `document.cookie` says) and the real English catalogs. */
export const renderInApp = (element: ReactElement, path = '/en'): Promise<RenderResult> =>
  renderWithAppProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:lang/*" element={element} />
      </Routes>
    </MemoryRouter>,
    path,
  );
