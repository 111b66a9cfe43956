import { act, cleanup, screen } from '@testing-library/react';
import { Link, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { NotFoundPage } from './not-found-page.js';

const json = (body: unknown): Response => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const Where = () => (
  <>
    <p data-testid="where">{useLocation().pathname}</p>
    <Link to="/en/mieten-box">next unknown address</Link>
  </>
);

const InRoutes = () => (
  <Routes>
    <Route
      path="*"
      element={
        <>
          <NotFoundPage />
          <Where />
        </>
      }
    />
  </Routes>
);

describe('not-found page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the spinner while the suggestions load, then the card after 2 s at the latest', async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    await renderInApp(<InRoutes />, '/en/steel-box-offer');
    expect(screen.getByRole('status', { name: 'One moment...' })).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
    });
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByRole('heading', { name: 'Page not found' })).not.toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toBe('/api/search/suggestions?lang=en&q=steel+box+offer');
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/en');
    expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/en/container');
  });

  it('lists up to 3 product and 3 landing-page suggestions in the page language', async () => {
    const many = (prefix: string) => [1, 2, 3, 4].map((index) => ({ title: `${prefix} ${index}`, slug: `${prefix.toLowerCase()}-${index}` }));
    vi.stubGlobal('fetch', vi.fn(async () => json({ products: many('Box'), landingPages: many('Page') })));
    await renderInApp(<InRoutes />, '/de/stahl-box');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Box 1' }).getAttribute('href')).toBe('/de/container/box-1');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/de/pages/page-3');
    expect(screen.queryByRole('link', { name: 'Box 4' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Page 4' })).toBeNull();
  });

  it('runs the keyword redirect once (client-side navigation to an unknown path)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ products: [], landingPages: [] })));
    await renderInApp(<InRoutes />, '/fr/nos-zeecontainers-pas-chers');
    expect(screen.getByTestId('where').textContent).toBe('/fr/container');
  });

  it('runs the redirect again on the next unknown address while the page stays mounted', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ products: [], landingPages: [] })));
    await renderInApp(<InRoutes />, '/en/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).not.toBeNull();
    await act(async () => {
      screen.getByRole('link', { name: 'next unknown address' }).click();
    });
    expect(screen.getByTestId('where').textContent).toBe('/en/rent');
  });
});
