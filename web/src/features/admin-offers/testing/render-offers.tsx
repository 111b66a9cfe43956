import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PAGE_TEXT_FILES } from '../../../../../domain/language/text-files.js';
import { visitorStateOf } from '../../../../../domain/rendering/visitor-state.js';
import { i18n, initI18n, isI18nInitialized, loadPageTextFiles } from '../../../shared/i18n.js';
import { ToastProvider } from '../../../shared/toast/toast-provider.js';
import { TranslationProvider } from '../../../shared/translation/index.js';
import { VisitorStateProvider } from '../../../shared/visitor/visitor-state.js';
import { OfferEditorPage } from '../offer-editor-page.js';
import { OffersListPage } from '../offers-list-page.js';

/** The address the app is at, for asserting navigations and the list's URL state. */
const Address = () => {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
};

/** The Offers screens under their routes (as web/src/app/router.tsx declares them) at `path` with a navigation's `state`, with the app's providers and the real English catalogs. */
export const renderOffers = async (path: string, state: unknown = null): Promise<RenderResult> => {
  if (!isI18nInitialized()) await initI18n('en', { admin: true });
  await loadPageTextFiles(PAGE_TEXT_FILES);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TranslationProvider translator={i18n}>
      <VisitorStateProvider visitor={visitorStateOf(document.cookie, path)}>
        <QueryClientProvider client={client}>
          <ToastProvider>
            <MemoryRouter initialEntries={[{ pathname: path.split('?')[0] ?? path, search: path.includes('?') ? `?${path.split('?')[1] ?? ''}` : '', state }]}>
              <Routes>
                <Route path="/:lang/admin/offers" element={<OffersListPage />} />
                <Route path="/:lang/admin/offers/new" element={<OfferEditorPage />} />
                <Route path="/:lang/admin/offers/:id" element={<OfferEditorPage />} />
                <Route path="*" element={null} />
              </Routes>
              <Address />
            </MemoryRouter>
          </ToastProvider>
        </QueryClientProvider>
      </VisitorStateProvider>
    </TranslationProvider>,
  );
};
