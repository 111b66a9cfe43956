import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { ContactPage } from './contact-page.js';

const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A stand-in XMLHttpRequest: reports half, then all of the upload, then answers with the files it was sent. */
class FakeUploadRequest {
  static sent: { url: string; names: string[] }[] = [];
  static failWith: { status: number; message: string } | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private url = '';
  open(_method: string, url: string): void {
    this.url = url;
  }
  send(form: FormData): void {
    const names = form.getAll('files').map((file) => (file as File).name);
    FakeUploadRequest.sent.push({ url: this.url, names });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      const failure = FakeUploadRequest.failWith;
      this.status = failure?.status ?? 201;
      this.responseText = JSON.stringify(
        failure === null ? { files: names.map((name, index) => ({ id: `up-${FakeUploadRequest.sent.length}-${index}`, name, size: 2048, type: 'application/pdf' })) } : { statusCode: failure.status, message: failure.message },
      );
      this.onload?.();
    }, 0);
  }
}

const pdf = (name: string): File => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('contact page', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    FakeUploadRequest.sent = [];
    FakeUploadRequest.failWith = null;
    vi.stubGlobal('scrollTo', vi.fn());
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    fetchMock = vi.fn(async (_url: string, init?: RequestInit) => (init?.method === 'DELETE' ? new Response(null, { status: 204 }) : json({ id: 'm1' }, 201)));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the contact page schema's messages on submit and sends nothing", async () => {
    await renderInApp(<ContactPage />, '/en/contact');
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'A' } });
    fireEvent.change(screen.getByLabelText(/Email/, { selector: 'input' }), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText(/Message/, { selector: 'textarea' }), { target: { value: 'too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name must be at least 2 characters.')).not.toBeNull();
    expect(screen.getByText('Please enter a valid email address.')).not.toBeNull();
    expect(screen.getByText('Subject must be at least 2 characters.')).not.toBeNull();
    expect(screen.getByText('Message must be at least 10 characters.')).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/Full name/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads picked files (at most 5), lists them, removes one, and sends the rest with the message', async () => {
    await renderInApp(<ContactPage />, '/en/contact');
    const picker = screen.getByLabelText('Attachments (optional)');
    fireEvent.change(picker, { target: { files: [pdf('a.pdf'), pdf('b.pdf')] } });
    expect((await screen.findAllByText('2 file(s) uploaded successfully')).length).toBeGreaterThan(0);
    fireEvent.change(picker, { target: { files: [pdf('c.pdf'), pdf('d.pdf'), pdf('e.pdf'), pdf('f.pdf')] } });
    await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(2));
    // Only three more fit: the sixth file is dropped before it is sent.
    expect(FakeUploadRequest.sent[1]?.names).toEqual(['c.pdf', 'd.pdf', 'e.pdf']);
    const list = await screen.findByRole('list', { name: 'Attached files' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect((picker as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(within(list).getByRole('button', { name: 'Remove b.pdf' }));
    expect(await screen.findByText('File removed')).not.toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(fetchMock).toHaveBeenCalledWith('/api/uploads/up-1-1', expect.objectContaining({ method: 'DELETE' }));

    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Ann Peeters' } });
    fireEvent.change(screen.getByLabelText(/Email/, { selector: 'input' }), { target: { value: 'ann@example.com' } });
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: 'Offer' } });
    fireEvent.change(screen.getByLabelText(/Message/, { selector: 'textarea' }), { target: { value: 'Please send me an offer.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent!')).not.toBeNull();
    const contactCall = fetchMock.mock.calls.find(([url]) => url === '/api/contact');
    expect(JSON.parse(String((contactCall?.[1] as RequestInit).body))).toEqual({
      source: 'contact_page',
      name: 'Ann Peeters',
      email: 'ann@example.com',
      subject: 'Offer',
      message: 'Please send me an offer.',
      lang: 'en',
      attachmentIds: ['up-1-0', 'up-2-0', 'up-2-1', 'up-2-2'],
    });
    // Success clears the form and the upload list.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull());
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('');
  });

  it("shows the page variant's upload error with the server's reason", async () => {
    FakeUploadRequest.failWith = { status: 400, message: 'evil.pdf: File type must be one of: PDF' };
    await renderInApp(<ContactPage />, '/en/contact');
    fireEvent.change(screen.getByLabelText('Attachments (optional)'), { target: { files: [pdf('evil.pdf')] } });
    expect(await screen.findByText('Error uploading files: evil.pdf: File type must be one of: PDF')).not.toBeNull();
    expect(screen.getByText('Error uploading files')).not.toBeNull();
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
  });

  it('shows the company details with the VAT number', async () => {
    await renderInApp(<ContactPage />, '/en/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).not.toBeNull();
    expect(screen.getByText('VAT number')).not.toBeNull();
    expect(screen.getByText('BE0123.456.749')).not.toBeNull();
    expect(screen.getAllByText('By appointment').length).toBeGreaterThan(0);
  });
});
