import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { FaqPage } from './faq-page.js';

const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ENTRIES = [
  { id: 'f1', number: '01', question: 'How quickly can you deliver?', answer: 'Within 3 to 7 working days.' },
  { id: 'f2', number: '02', question: 'Can I rent a container?', answer: 'Yes, per day, for at least 30 days.' },
];

/** A fake /api/faq that filters like the server (question or answer contains q, case-insensitive). */
const fakeFaqApi = () =>
  vi.fn(async (url: string) => {
    const q = new URL(url, 'http://shop.test').searchParams.get('q')?.toLowerCase() ?? '';
    return json({ items: ENTRIES.filter((entry) => `${entry.question} ${entry.answer}`.toLowerCase().includes(q)) });
  });

describe('FAQ page', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('numbers the questions with two digits and keeps at most one answer open', async () => {
    vi.stubGlobal('fetch', fakeFaqApi());
    await renderInApp(<FaqPage />, '/en/faq');
    const first = await screen.findByRole('button', { name: /01\s*How quickly can you deliver\?/ });
    const second = screen.getByRole('button', { name: /02\s*Can I rent a container\?/ });
    const firstAnswer = document.getElementById(first.getAttribute('aria-controls') ?? '') as HTMLElement;
    const secondAnswer = document.getElementById(second.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(firstAnswer.textContent).toBe('Within 3 to 7 working days.');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(firstAnswer.hidden).toBe(true);

    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(firstAnswer.hidden).toBe(false);

    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(secondAnswer.hidden).toBe(false);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(firstAnswer.hidden).toBe(true);

    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(secondAnswer.hidden).toBe(true);
  });

  it('searches on the server once typing pauses, and says so when nothing matches', async () => {
    const fetchMock = fakeFaqApi();
    vi.stubGlobal('fetch', fetchMock);
    await renderInApp(<FaqPage />, '/en/faq');
    await screen.findByRole('button', { name: /01/ });
    const search = screen.getByRole('searchbox', { name: 'Search the questions' });

    fireEvent.change(search, { target: { value: 'r' } });
    fireEvent.change(search, { target: { value: 'rent' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: /01/ })).toBeNull());
    expect(screen.getByRole('button', { name: /02\s*Can I rent a container\?/ })).not.toBeNull();
    const urls = fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(urls).toEqual(['/api/faq?lang=en', '/api/faq?lang=en&q=rent']);

    fireEvent.change(search, { target: { value: 'submarine' } });
    expect(await screen.findByText('No matching questions found. Try a different search term.')).not.toBeNull();
  });

  it('shows an error state when the FAQ cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ statusCode: 500, message: 'boom' }, 500)));
    await act(async () => {
      await renderInApp(<FaqPage />, '/en/faq');
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The questions could not be loaded. Please try again later.');
  });
});
