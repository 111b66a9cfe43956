import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    vi.unstubAllGlobals();
    window.history.pushState({}, '', '/');
  });

  it('shows the skeleton, not a title, until the product is there', async () => {
    window.history.pushState({}, '', '/en/container/test');
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    await renderProduct(page, 'en');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading product…' })).not.toBeNull();
  });
});
