import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderProduct } from '../testing/render-product.js';
import { productFixture } from '../../../../../domain/catalogue/product-detail.fixture.js';
import { ProductView } from './product-view.js';
import { shown } from '../testing/shown-product.js';

const orderButton = () => screen.getAllByRole('button').find((button) => /Order Now|Out of Stock/.test(button.textContent ?? '')) as HTMLButtonElement;
const quoteButton = () => screen.getByRole('button', { name: 'Request a quote' });

/** Self pickup: the mocked server prices it at 0. */
const chooseSelfPickup = async () => {
  fireEvent.click(screen.getByLabelText('Self pickup'));
  await waitFor(() => expect(screen.getByTestId('transport-price').textContent).toBe('€0'));
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockFetch((url) => {
        if (url.pathname === '/api/transport/price') return json({ price: 0, currency: 'EUR' });
        if (url.pathname === '/api/products') return json({ items: [] });
        return undefined;
      }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the order button rules', () => {
  it('is disabled until transport is settled, then enabled with a blue quote button', async () => {
    await renderProduct(<ProductView product={shown(productFixture())} lang="en" />, 'en');
    expect(orderButton().textContent).toBe('Order Now');
    expect(orderButton().disabled).toBe(true);
    expect(quoteButton().dataset['tone']).toBe('red');

    await chooseSelfPickup();
    // The button follows the settled price on the next render.
    await waitFor(() => expect(orderButton().disabled).toBe(false));
    expect(orderButton().className).toContain('bg-green-700');
    expect(quoteButton().dataset['tone']).toBe('blue');
  });

  it('is disabled (grey) for a wish colour, and the quote button turns red', async () => {
    await renderProduct(<ProductView product={shown(productFixture())} lang="en" />, 'en');
    await chooseSelfPickup();
    fireEvent.click(screen.getByLabelText('Colour of your choice'));

    expect(orderButton().disabled).toBe(true);
    expect(orderButton().className).toContain('bg-slate-300');
    expect(quoteButton().dataset['tone']).toBe('red');
    expect(screen.getByLabelText('RAL colour number')).toBeTruthy();
  });

  it('is disabled for an ask-offer condition, which shows Price on request', async () => {
    await renderProduct(<ProductView product={shown(productFixture({ priceNew: null, askOfferNew: true }))} lang="en" />, 'en');
    await chooseSelfPickup();

    expect(orderButton().disabled).toBe(true);
    expect(screen.getAllByText('Price on request').length).toBeGreaterThan(0);
    expect(quoteButton().dataset['tone']).toBe('red');
  });

  it("reads 'Out of Stock' and stays disabled when the product is unavailable", async () => {
    await renderProduct(<ProductView product={shown(productFixture({ isAvailable: false }))} lang="en" />, 'en');
    await chooseSelfPickup();

    expect(orderButton().textContent).toBe('Out of Stock');
    expect(orderButton().disabled).toBe(true);
  });

  it("follows the chosen condition's container units: Out of Stock for a condition with none left while another is in stock", async () => {
    const unitStock = {
      isAvailable: true,
      stockStatus: 'Low Stock' as const,
      available: 2,
      conditions: [
        { condition: 'new' as const, available: 0, stockStatus: 'Out of Stock' as const },
        { condition: 'used-a' as const, available: 2, stockStatus: 'Low Stock' as const },
        { condition: 'used-cw' as const, available: 0, stockStatus: 'Out of Stock' as const },
        { condition: 'rent' as const, available: 2, stockStatus: 'Low Stock' as const },
      ],
    };
    await renderProduct(<ProductView product={shown(productFixture({ priceUsedA: 250000, stockStatus: 'Low Stock', unitStock }))} lang="en" />, 'en');
    await chooseSelfPickup();
    expect(orderButton().textContent).toBe('Out of Stock');
    expect(orderButton().disabled).toBe(true);
    expect(quoteButton().dataset['tone']).toBe('red');

    fireEvent.click(screen.getByRole('radio', { name: /Used A-Grade/ }));
    await waitFor(() => expect(orderButton().textContent).toBe('Order Now'));
    expect(orderButton().disabled).toBe(false);
  });

  it('forces colour from stock for rent (colour selection unavailable)', async () => {
    await renderProduct(<ProductView product={shown(productFixture({ priceRentPerDay: 500 }))} lang="en" />, 'en');
    fireEvent.click(screen.getByLabelText('Colour of your choice'));
    expect(screen.getByLabelText('RAL colour number')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Rent per day/ }));

    expect(screen.queryByLabelText('RAL colour number')).toBeNull();
    expect((screen.getByLabelText('Colour from stock') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Colour of your choice').matches(':disabled')).toBe(true);
  });
});
