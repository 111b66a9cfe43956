import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { ModificationsPage } from './modifications-page.js';

const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('modifications page', () => {
  let scrollIntoView: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens on the Showcase tab and preloads three images', async () => {
    await renderInApp(<ModificationsPage />, '/en/modifications');
    expect(screen.getByRole('tab', { name: 'Showcase' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'What we build' })).not.toBeNull();
    await waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(3));
  });

  it("'Request quote' switches to Inquiry with the details filled in and scrolls to the form; leaving the tab clears them", async () => {
    await renderInApp(<ModificationsPage />, '/en/modifications');
    fireEvent.click(await screen.findByRole('button', { name: 'Request a quote for: Mobile office' }));

    expect(screen.getByRole('tab', { name: 'Inquiry' }).getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByTestId('inquiry-details')).textContent).toBe('Modification: Mobile office');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());

    fireEvent.click(screen.getByRole('tab', { name: 'Configurator' }));
    await screen.findByRole('heading', { name: 'Configure your conversion' });
    fireEvent.click(screen.getByRole('tab', { name: 'Inquiry' }));
    await screen.findByRole('heading', { name: 'Ask for a quote' });
    expect(screen.queryByTestId('inquiry-details')).toBeNull();
  });

  it('sends the configurator summary with the message through the contact API', async () => {
    const fetchMock = vi.fn(async () => json({}, 201));
    vi.stubGlobal('fetch', fetchMock);
    await renderInApp(<ModificationsPage />, '/en/modifications');
    fireEvent.click(screen.getByRole('tab', { name: 'Configurator' }));
    fireEvent.change(await screen.findByLabelText('Container size'), { target: { value: '40ft' } });
    fireEvent.click(screen.getByLabelText('Windows'));
    fireEvent.click(screen.getByLabelText('Insulation'));
    fireEvent.click(screen.getByRole('button', { name: 'Request a quote for this configuration' }));

    const details = await screen.findByTestId('inquiry-details');
    expect(details.textContent).toBe('Container size: 40ft\nUse: Office\nOptions: Windows, Insulation');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Jan Peeters' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'jan@example.be' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));

    await screen.findByText('Message sent!');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init.body))).toEqual({
      source: 'contact_page',
      name: 'Jan Peeters',
      email: 'jan@example.be',
      subject: 'Container modification inquiry',
      message: 'Container size: 40ft\nUse: Office\nOptions: Windows, Insulation',
      lang: 'en',
    });
    expect(screen.queryByTestId('inquiry-details')).toBeNull();
  });

  it("checks the form with the contact page's rules before sending", async () => {
    const fetchMock = vi.fn(async () => json({}, 201));
    vi.stubGlobal('fetch', fetchMock);
    await renderInApp(<ModificationsPage />, '/en/modifications');
    fireEvent.click(screen.getByRole('tab', { name: 'Inquiry' }));
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'J' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByText('Name must be at least 2 characters.')).not.toBeNull();
    expect(screen.getByText('Please enter a valid email address.')).not.toBeNull();
    expect(screen.getByText('Message must be at least 10 characters.')).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
