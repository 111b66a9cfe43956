import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitorStateOf } from '../../../../../domain/rendering/visitor-state.js';
import { i18n, initI18n, isI18nInitialized } from '../../../shared/i18n.js';
import { jsonResponse } from '../../../shared/testing/fake-api.js';
import { ToastProvider } from '../../../shared/toast/toast-provider.js';
import { TranslationProvider } from '../../../shared/translation/index.js';
import { VisitorStateProvider } from '../../../shared/visitor/visitor-state.js';
import { Footer } from './footer.js';

/** The footer under the app's providers, for the visitor `document.cookie` describes (as the server and the browser both read it). */
const footerPage = (client: QueryClient) => (
  <TranslationProvider translator={i18n}>
    <VisitorStateProvider visitor={visitorStateOf(document.cookie, '/en')}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <MemoryRouter initialEntries={['/en']}>
            <Routes>
              <Route path="/:lang/*" element={<Footer />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </VisitorStateProvider>
  </TranslationProvider>
);

const newClient = (): QueryClient => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/**
 * The page's HTML as the server sends it, with the column's lazy chunk in (the server's prerender
 * awaits it; here a first pass starts it, the second renders it loaded).
 */
const serverHtml = async (): Promise<string> => {
  renderToString(footerPage(newClient()));
  await import('./footer-admin-column.js');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return renderToString(footerPage(newClient()));
};

/** Answers /api/auth/me when the test says so. */
const heldSessionCheck = () => {
  let answer: (response: Response) => void = () => undefined;
  const pending = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => (new URL(String(input), 'http://localhost').pathname === '/api/auth/me' ? pending : jsonResponse({}, 404)));
  return (response: Response) => act(async () => answer(response));
};

const column = (root: ParentNode): Element | null => root.querySelector('section[aria-labelledby="footer-admin"]');

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  cleanup();
  document.body.innerHTML = '';
  document.cookie = 'signed-in=; path=/; max-age=0';
  vi.unstubAllGlobals();
});

const hydrate = async (html: string, errors: unknown[]): Promise<HTMLElement> => {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, footerPage(newClient()), { onRecoverableError: (error) => void errors.push(error) });
  });
  return container;
};

describe('the footer account column from the first paint', () => {
  it('is in the server HTML for an admin hint, hydrates as sent, and is revealed in place once the session says admin', async () => {
    if (!isI18nInitialized()) await initI18n('en');
    document.cookie = 'signed-in=admin; path=/';
    const answerSessionCheck = heldSessionCheck();
    const html = await serverHtml();
    const errors: unknown[] = [];
    const container = await hydrate(html, errors);

    const reserved = column(container);
    expect(reserved).not.toBeNull();
    const wrapper = reserved?.parentElement;
    expect(wrapper?.hasAttribute('inert')).toBe(true);
    expect(wrapper?.className).toContain('invisible');
    const linksReserved = [...(reserved?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'));
    expect(linksReserved).toContain('/en/admin/inbox');

    await answerSessionCheck(jsonResponse({ user: { id: 'u1', email: 'admin@example.be', roles: ['admin'] } }));
    await waitFor(() => expect(wrapper?.hasAttribute('inert')).toBe(false));
    // The same elements, the same links: nothing was added or moved, only shown.
    expect(column(container)).toBe(reserved);
    expect(wrapper?.className ?? '').not.toContain('invisible');
    expect([...(reserved?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'))).toEqual(linksReserved);
    expect(reserved?.querySelector('h2')?.textContent).toBe('Admin');
    expect(errors).toEqual([]);
  });

  it('takes the reserved column away when the session check says the hint was stale', async () => {
    if (!isI18nInitialized()) await initI18n('en');
    document.cookie = 'signed-in=1; path=/';
    const answerSessionCheck = heldSessionCheck();
    const errors: unknown[] = [];
    const container = await hydrate(await serverHtml(), errors);
    expect(column(container)?.querySelector('h2')?.textContent).toBe('Account');
    await answerSessionCheck(jsonResponse({ statusCode: 401, message: 'Not signed in' }, 401));
    await waitFor(() => expect(column(container)).toBeNull());
    expect(errors).toEqual([]);
  });

  it('is not in an anonymous visitor\'s HTML', async () => {
    if (!isI18nInitialized()) await initI18n('en');
    heldSessionCheck();
    expect(column(Object.assign(document.createElement('div'), { innerHTML: await serverHtml() }))).toBeNull();
  });
});
