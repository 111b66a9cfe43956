import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../../../../../domain/catalogue/product-detail.fixture.js';
import shellEn from '../../../../locales/en/shell.json' with { type: 'json' };
import { json, mockFetch, renderProduct } from '../testing/render-product.js';
import { PRICE_DISPLAY_KEY } from '../../../shared/vat/price-display.js';
import { ProductView } from './product-view.js';
import { shown } from '../testing/shown-product.js';

/** A new 20ft container at € 3,300.00 net, deliverable by truck. */
const PRODUCT = shown(productFixture({ price: 330_000, priceNew: 330_000, askOfferNew: false, isAvailable: true, deliveryOptions: { truck: true, truck_with_crane: false, self_pickup: true } }));

const render = async () => {
  const view = await renderProduct(<ProductView product={PRODUCT} lang="en" />, 'en');
  return view;
};

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', mockFetch((url) => (url.pathname === '/api/transport/price' ? json({ price: 310, currency: 'EUR' }) : url.pathname === '/api/products' ? json({ items: [] }) : undefined)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('prices incl. or excl. VAT', () => {
  it('shows a private visitor Belgian VAT included first, excl. VAT after the switch, and remembers the choice', async () => {
    const { unmount } = await render();
    const cards = screen.getByRole('group', { name: 'Choose a price type' });
    expect(within(cards).getByText('€3,993')).toBeTruthy();
    expect(screen.getByTestId('vat-note').textContent).toBe('Prices include 21% VAT (Belgium). The final amount is calculated in your cart.');

    const switcher = screen.getByTestId('price-display-switch');
    const buttons = within(switcher).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
    fireEvent.click(buttons[1] as HTMLElement);
    expect(within(cards).getByText('€3,300')).toBeTruthy();
    expect(screen.getByTestId('vat-note').textContent).toBe('Prices exclude VAT. The VAT of your order is calculated in your cart.');
    expect(localStorage.getItem(PRICE_DISPLAY_KEY)).toBe('excl');

    unmount();
    await render();
    expect(within(screen.getByRole('group', { name: 'Choose a price type' })).getByText('€3,300')).toBeTruthy();
  });

  it('takes the VAT of the delivery country once a truck to Germany is chosen (19 %)', async () => {
    await render();
    fireEvent.click(screen.getByLabelText(/^Standard truck/));
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'DE' } });
    expect(within(screen.getByRole('group', { name: 'Choose a price type' })).getByText('€3,927')).toBeTruthy();
    expect(screen.getByTestId('vat-note').textContent).toContain('19% VAT (Germany)');
  });

  it('names the switch with the shell texts', () => {
    expect(shellEn.priceDisplay).toEqual({ label: 'Prices', incl: 'incl. VAT', excl: 'excl. VAT' });
  });
});
