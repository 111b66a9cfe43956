import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropServerFirstView, keepServerFirstView } from '../../app/server-first-view.js';
import { ProductPage } from './product-page.js';
import { renderProduct } from './testing/render-product.js';

const page = (
  <Routes>
    <Route path="/:lang/container/:slug" element={<ProductPage />} />
  </Routes>
);

describe('product page while the product loads', () => {
  afterEach(() => {
    cleanup();
    dropServerFirstView();
    vi.unstubAllGlobals();
    window.history.pushState({}, '', '/');
  });

  it("keeps the server's title and image on screen instead of the skeleton", async () => {
    window.history.pushState({}, '', '/en/container/test');
    const shell = document.createElement('div');
    shell.innerHTML = '<main><div data-first-view><h1>Storage container 6ft</h1><img alt="Storage container 6ft" src="/media/x.jpg"></div></main>';
    keepServerFirstView(shell);
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    await renderProduct(page, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Storage container 6ft' })).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Storage container 6ft' })).not.toBeNull();
  });

  it('shows the skeleton when the server sent no first view', async () => {
    window.history.pushState({}, '', '/en/container/test');
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    const { container } = await renderProduct(page, 'en');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(container.querySelector('[data-first-view]')).toBeNull();
  });
});
