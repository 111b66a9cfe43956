import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { LandingPage } from './landing-page.js';

const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const PageRoute = () => (
  <Routes>
    <Route path="pages/:slug" element={<LandingPage />} />
  </Routes>
);

const text = (title: string) => ({ title, subtitle: null, contentHtml: null, imageUrl: null, imageAlt: null, buttonText: null, buttonUrl: null, highlightBoxes: [] });
const section = (id: string, type: string, orderIndex: number, title: string) => ({ id, type, orderIndex, backgroundColor: null, backgroundGradient: null, paddingTop: null, paddingBottom: null, special: null, translation: text(title) });

const page = (overrides: Record<string, unknown> = {}) => ({
  id: 'l1',
  slug: 'koopgids',
  language: 'fr',
  title: 'Guide',
  metaTitle: null,
  metaDescription: null,
  metaKeywords: null,
  canonicalUrl: null,
  content: null,
  contentHtml: '<p>Le guide complet.</p>',
  ogTitle: null,
  ogDescription: null,
  ogImageUrl: null,
  structuredData: null,
  slugs: { nl: 'koopgids', de: 'kaufratgeber', fr: 'guide', en: 'buying-guide' },
  sections: [],
  relatedProducts: [],
  relatedPosts: [{ slug: 'choisir', title: 'Choisir un conteneur', metaDescription: 'Conseils', imageUrl: null, date: '2026-03-01T00:00:00.000Z' }],
  ...overrides,
});

describe('landing page', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows 'Loading...' and then 'Page not found' for an unknown page", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ statusCode: 404, message: 'Landing page with slug "x" not found' }, 404)));
    await renderInApp(<PageRoute />, '/en/pages/x');
    expect(screen.getByText('Loading...')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).not.toBeNull();
  });

  it('shows a plain content field as text, never as HTML (a javascript: link stays words on the page)', async () => {
    const plain = 'Bel ons <a href="javascript:window.__xss=1">hier</a><meta http-equiv="refresh" content="0;url=https://evil.example/">';
    vi.stubGlobal('fetch', vi.fn(async () => json(page({ language: 'en', slugs: { nl: 'x', de: 'x', fr: 'x', en: 'x' }, contentHtml: null, content: plain }))));
    const { container } = await renderInApp(<PageRoute />, '/en/pages/x');
    expect(await screen.findByText(plain)).not.toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.querySelector('meta')).toBeNull();
  });

  it("shows 'No content available' when no section has text and there is no HTML", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(page({ language: 'en', slugs: { nl: 'x', de: 'x', fr: 'x', en: 'x' }, contentHtml: null, sections: [{ ...section('s1', 'content_centered', 1, 'T'), translation: null }] }))));
    await renderInApp(<PageRoute />, '/en/pages/x');
    expect(await screen.findByRole('heading', { name: 'No content available' })).not.toBeNull();
  });

  it("renders the sections in order, the HTML, 'Related Articles' and the landing contact form (catalogs in English here)", async () => {
    const sections = [section('b', 'content_centered', 2, 'Deuxième'), section('a', 'content_centered', 1, 'Premier')];
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => (String(url).startsWith('/api/contact') ? json({}, 201) : json(page({ sections }))));
    vi.stubGlobal('fetch', fetchMock);
    await renderInApp(<PageRoute />, '/fr/pages/guide');
    expect(await screen.findByText('Le guide complet.')).not.toBeNull();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Premier')).toBeLessThan(headings.indexOf('Deuxième'));
    expect(screen.getByRole('heading', { level: 1, name: 'Guide' })).not.toBeNull();
    const related = screen.getByRole('group', { name: 'Related Articles' });
    expect(within(related).getByRole('link', { name: /Choisir un conteneur/ }).getAttribute('href')).toBe('/fr/blog/choisir');
    expect(screen.getByRole('heading', { name: 'Contact us' })).not.toBeNull();
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Jean Dupont' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jean@example.com' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Un devis, svp.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/contact')).toBe(true));
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/contact') as unknown as [string, RequestInit];
    expect(JSON.parse(String(sent[1].body))).toMatchObject({ source: 'landing', name: 'Jean Dupont', lang: 'fr' });
  });

  it("replaces another language's slug with the page's own slug", async () => {
    const fetchMock = vi.fn(async (_url: string) => json(page()));
    vi.stubGlobal('fetch', fetchMock);
    await renderInApp(<PageRoute />, '/fr/pages/koopgids');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/landing-pages/guide?'))).toBe(true));
  });
});
