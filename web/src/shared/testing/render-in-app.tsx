import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PAGE_TEXT_FILES } from '../../../../domain/language/text-files.js';
import { i18n, initI18n, loadPageTextFiles } from '../i18n.js';
import { ToastProvider } from '../toast/toast-provider.js';

/** Renders a component under /:lang/* with the app's providers and the real English catalogs. */
export const renderInApp = async (element: ReactElement, path = '/en'): Promise<RenderResult> => {
  if (!i18n.isInitialized) await initI18n('en', { admin: true });
  await loadPageTextFiles(PAGE_TEXT_FILES);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/:lang/*" element={element} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
};
