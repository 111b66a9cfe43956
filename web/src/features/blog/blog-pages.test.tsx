import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { BlogListPage } from './blog-list-page.js';
import { BlogPostPage } from './blog-post-page.js';
import { productSummaryJson } from '../../shared/product-listing/testing/product-summary-json.js';

const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const card = { id: 'p1', slug: 'choosing-a-container', title: 'Choosing a container', metaDescription: 'What to look for.', imageUrl: null, imageAlt: null, date: '2025-03-01T09:00:00.000Z', readingMinutes: 2 };

const post = {
  id: 'p1',
  language: 'en',
  slug: 'choosing-a-container',
  title: 'Choosing a container',
  content: `<p>${'word '.repeat(401)}</p>`,
  metaDescription: 'What to look for.',
  keywords: [],
  imageUrl: null,
  imageAlt: null,
  imageTitle: null,
  date: '2025-11-22T00:00:00.000Z',
  readingMinutes: 3,
  slugs: { nl: 'een-container-kiezen', de: 'container-waehlen', fr: 'choisir', en: 'choosing-a-container' },
};

const product = (id: string, priceNew: number | null) => productSummaryJson(id, { isAvailable: id !== 'c1', price: priceNew, priceNew });

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

/** The post page under its route (for the slug), with the current address beside it. */
const PostRoute = () => (
  <Routes>
    <Route
      path="blog/:slug"
      element={
        <>
          <BlogPostPage />
          <Where />
        </>
      }
    />
  </Routes>
);

describe('blog pages', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows 3 skeletons while loading', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    const { container } = await renderInApp(<BlogListPage />, '/en/blog');
    expect(screen.getByRole('status', { name: 'Loading blog posts' })).not.toBeNull();
    expect(container.querySelectorAll('[role="status"] > [aria-hidden="true"]')).toHaveLength(3);
  });

  it("shows each card with its link and the date as 'MMMM d, yyyy' in the page language", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ items: [card] })));
    await renderInApp(<BlogListPage />, '/de/blog');
    const link = await screen.findByRole('link', { name: 'Choosing a container' });
    expect(link.getAttribute('href')).toBe('/de/blog/choosing-a-container');
    expect(screen.getByText('März 1, 2025')).not.toBeNull();
    expect(screen.getByText('What to look for.').className).toContain('line-clamp-3');
  });

  it('shows the empty state and, on failure, the error with a toast', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ items: [] })));
    await renderInApp(<BlogListPage />, '/en/blog');
    expect(await screen.findByText('There are no blog posts yet.')).not.toBeNull();
    cleanup();
    vi.stubGlobal('fetch', vi.fn(async () => json({ statusCode: 500, message: 'boom' }, 500)));
    await renderInApp(<BlogListPage />, '/en/blog');
    await waitFor(() => expect(screen.getAllByText('Failed to fetch blog posts').length).toBe(2));
  });

  it("shows the post's date, 'N min read', Share, the HTML, the 6 cheapest containers and the carousel of the rest", async () => {
    const products = [product('c1', 900), product('c2', null), product('c3', 500), product('c4', 700), product('c5', 300), product('c6', 1200), product('c7', 100), product('c8', 2000)];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (String(url).startsWith('/api/products') ? json({ items: products }) : json(post))),
    );
    await renderInApp(<PostRoute />, '/en/blog/choosing-a-container');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choosing a container' })).not.toBeNull();
    expect(screen.getByText('November 22, 2025')).not.toBeNull();
    expect(screen.getByText('3 min read')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).not.toBeNull();
    const featured = await screen.findByRole('heading', { name: 'Our Containers' });
    // The containers are a chunk of their own (below the fold): their cards come once it and the products are there.
    await screen.findAllByText('Container c2');
    const grid = featured.parentElement?.querySelector('ul');
    const titles = Array.from(grid?.querySelectorAll('h3') ?? [], (heading) => heading.textContent);
    // Cheapest first; a container without a price counts as 0.
    expect(titles).toEqual(['Container c2', 'Container c7', 'Container c5', 'Container c3', 'Container c4', 'Container c1']);
    expect(grid?.textContent).toContain('Price on request');
    expect(screen.getAllByText('Available').length).toBe(5);
    expect(screen.getByRole('group', { name: 'More Containers' }).textContent).toContain('Container c6');
  });

  it('shows the not-found view with a link back to the blog', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ statusCode: 404, message: 'Blog post not found' }, 404)));
    await renderInApp(<PostRoute />, '/en/blog/missing');
    expect(await screen.findByRole('heading', { name: 'Blog post not found' })).not.toBeNull();
    expect(screen.getByText(/redirected to the Dutch version/)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/en/blog');
  });

  it('goes to /nl/blog/{slug} when only the Dutch post has the slug', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).startsWith('/api/products') ? json({ items: [] }) : json({ ...post, language: 'nl', slug: 'alleen-nl' }))));
    await renderInApp(<PostRoute />, '/en/blog/alleen-nl');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/nl/blog/alleen-nl'));
  });
});
