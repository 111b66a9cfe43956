import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../../../domain/shared/language.js';
import { json, mockFetch, renderProduct } from '../testing/render-product.js';
import { TransportCalculator, type TransportQuote, type TransportSelection } from './transport-calculator.js';

const ALL_OPTIONS = { truck: true, truck_with_crane: true, self_pickup: true } as const;

const Harness = ({ lang, onQuote }: { readonly lang: Language; readonly onQuote: (quote: TransportQuote) => void }) => {
  const [value, setValue] = useState<TransportSelection>({ option: null, country: 'BE', postcode: '', quantity: 1 });
  return <TransportCalculator lang={lang} size="20ft" offered={ALL_OPTIONS} value={value} onChange={setValue} onQuote={onQuote} />;
};

const pricing = (euros: number) => vi.fn(mockFetch((url) => (url.pathname === '/api/transport/price' ? json({ price: euros, currency: 'EUR' }) : undefined)));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TransportCalculator', () => {
  it('shows the Dutch red message for a bad Belgian postcode and asks no price', async () => {
    const fetchMock = pricing(310);
    vi.stubGlobal('fetch', fetchMock);
    const quotes: TransportQuote[] = [];
    await renderProduct(<Harness lang="nl" onQuote={(quote) => quotes.push(quote)} />, 'nl');

    fireEvent.click(screen.getByLabelText('Gewone vrachtwagen'));
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: '123' } });

    const message = await screen.findByText('Een Belgische postcode moet uit 4 cijfers bestaan');
    expect(message.className).toContain('text-red-600');
    expect(screen.getByLabelText('Postcode').getAttribute('aria-invalid')).toBe('true');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(quotes.at(-1)).toEqual({ price: null, postcode: null });
  });

  it('shows the message in the current language (French)', async () => {
    vi.stubGlobal('fetch', pricing(310));
    await renderProduct(<Harness lang="fr" onQuote={() => undefined} />, 'fr');
    fireEvent.click(screen.getByLabelText('Camion standard'));
    fireEvent.change(screen.getByLabelText('Code postal'), { target: { value: '10000' } });
    expect(await screen.findByText('Le code postal belge doit contenir 4 chiffres')).toBeTruthy();
  });

  it('asks the API for a good postcode and shows its price', async () => {
    const fetchMock = pricing(443);
    vi.stubGlobal('fetch', fetchMock);
    const quotes: TransportQuote[] = [];
    await renderProduct(<Harness lang="en" onQuote={(quote) => quotes.push(quote)} />, 'en');

    fireEvent.click(screen.getByLabelText('Standard truck'));
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '1000' } });

    await waitFor(() => expect(screen.getByTestId('transport-price').textContent).toBe('€443'));
    expect(screen.queryByText('Belgian postal code must contain 4 digits')).toBeNull();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/transport/price');
    expect(Object.fromEntries(url.searchParams)).toEqual({ option: 'truck', country: 'BE', postcode: '1000', size: '20ft', quantity: '1', lang: 'en' });
    expect(quotes.at(-1)).toEqual({ price: 44300, postcode: '1000' });
  });

  it('clears the price and shows the toast when the prefix has no price (404)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(mockFetch((url) => (url.pathname === '/api/transport/price' ? json({ statusCode: 404, message: 'Unable to calculate price for this delivery option' }, 404) : undefined))),
    );
    const quotes: TransportQuote[] = [];
    await renderProduct(<Harness lang="en" onQuote={(quote) => quotes.push(quote)} />, 'en');
    fireEvent.click(screen.getByLabelText('Standard truck'));
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '9999' } });

    expect(await screen.findByText('Price calculation error')).toBeTruthy();
    expect(screen.getByText('Unable to calculate price for this delivery option')).toBeTruthy();
    expect(quotes.at(-1)?.price).toBeNull();
  });

  it('keeps the quantity within 1..100 with the minus and plus buttons', async () => {
    vi.stubGlobal('fetch', pricing(0));
    await renderProduct(<Harness lang="en" onQuote={() => undefined} />, 'en');
    const minus = screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
    const plus = screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '250' } });
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('100');
    expect(plus.disabled).toBe(true);
    expect(minus.disabled).toBe(false);
  });
});
