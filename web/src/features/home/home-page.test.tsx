import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from './home-page.js';
import { renderInApp } from '../../shared/testing/render-in-app.js';

const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const text = (title: string) => ({ title, subtitle: null, contentHtml: '<p>Body</p>', imageUrl: null, imageAlt: null, buttonText: null, buttonUrl: null, highlightBoxes: [] });
const section = (id: string, type: string, orderIndex: number, title: string) => ({
  id,
  type,
  orderIndex,
  backgroundColor: null,
  backgroundGradient: null,
  paddingTop: null,
  paddingBottom: null,
  special: null,
  translation: text(title),
});

describe('home page', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the spinner text while loading', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    await renderInApp(<HomePage />);
    expect(screen.getByText('Loading content...')).not.toBeNull();
  });

  it("shows 'No Content Found' with a refresh button that reloads when the list is empty", async () => {
    const fetchMock = vi.fn(async () => json({ sections: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await renderInApp(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'No Content Found' })).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(String(fetchMock.mock.calls.length > 0 ? (fetchMock.mock.calls[0] as unknown[])[0] : '')).toBe('/api/content/home?lang=en');
  });

  it("shows 'Error Loading Content' and the error toast when loading fails", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ statusCode: 500, message: 'boom' }, 500)));
    await renderInApp(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Error Loading Content' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Refresh' })).not.toBeNull();
    const toast = screen.getAllByRole('alert').find((element) => element.textContent?.includes('Failed to load homepage content. Please try again later.'));
    expect(toast).toBeDefined();
  });

  it('renders the sections in order, skips untranslated ones and warns about unknown types', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const untranslated = { ...section('c', 'content_centered', 2, 'Hidden'), translation: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ sections: [section('b', 'content_centered', 3, 'Second'), untranslated, section('x', 'mystery', 4, 'Mystery'), section('a', 'hero_with_image', 1, 'First')] }),
      ),
    );
    await renderInApp(<HomePage />);
    const first = await screen.findByRole('heading', { name: 'First', level: 1 });
    const second = screen.getByRole('heading', { name: 'Second' });
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Hidden')).toBeNull();
    expect(screen.queryByText('Mystery')).toBeNull();
    expect(warn).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Discover our Containers' }).getAttribute('href')).toBe('/en/container');
  });
});
