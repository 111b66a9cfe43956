import type { RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderWithAppProviders } from '../../../shared/testing/render-in-app.js';
import { OfferEditorPage } from '../offer-editor-page.js';
import { OffersListPage } from '../offers-list-page.js';

/** The address the app is at, for asserting navigations and the list's URL state. */
const Address = () => {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
};

/** The Offers screens under their routes (as web/src/app/router.tsx declares them) at `path` with a navigation's `state`, with the app's providers and the real English catalogs. */
export const renderOffers = (path: string, state: unknown = null): Promise<RenderResult> =>
  renderWithAppProviders(
    <MemoryRouter initialEntries={[{ pathname: path.split('?')[0] ?? path, search: path.includes('?') ? `?${path.split('?')[1] ?? ''}` : '', state }]}>
      <Routes>
        <Route path="/:lang/admin/offers" element={<OffersListPage />} />
        <Route path="/:lang/admin/offers/new" element={<OfferEditorPage />} />
        <Route path="/:lang/admin/offers/:id" element={<OfferEditorPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Address />
    </MemoryRouter>,
    path,
  );
