import { describe, expect, it } from '@jest/globals';
import type { ContactMessage } from '../forms/contact-form.js';
import { contactAdminEmail, contactAdminFallbackEmail, contactCustomerEmail, type ContactEmailData } from './contact-emails.js';
import { TRADER } from './order-email.fixture.js';

const message: ContactMessage = {
  source: 'contact_page',
  name: 'Marie Dubois',
  email: 'marie@example.fr',
  phone: null,
  subject: 'Plans',
  message: 'Voici les plans.\nMerci <3',
  attachmentIds: ['a1', 'a2'],
};

const data = (overrides: Partial<ContactEmailData> = {}): ContactEmailData => ({
  company: TRADER,
  messageId: 'm-1',
  language: 'fr',
  message,
  attachments: [
    { id: 'a1', name: 'plan.pdf', size: 1200 },
    { id: 'a2', name: 'photo.png', size: 3400 },
  ],
  inboxUrl: 'https://shop.example/admin/inbox/messages/m-1',
  ...overrides,
});

describe('contact emails', () => {
  it('gives the company the details, the message, the language and links to the files in the admin inbox', () => {
    const email = contactAdminEmail(data());
    expect(email.subject).toBe('New contact message from Marie Dubois: Plans');
    for (const part of ['Name: Marie Dubois', 'Email: marie@example.fr', 'Phone: not provided', 'Language: fr', 'Voici les plans.']) {
      expect(email.text).toContain(part);
    }
    expect(email.text).toContain('plan.pdf (1200 bytes): https://shop.example/admin/inbox/messages/m-1#file-a1');
    expect(email.html).toContain('href="https://shop.example/admin/inbox/messages/m-1#file-a2"');
    expect(email.html).toContain('Merci &lt;3');
  });

  it("prefixes the fallback's subject with 'BACKUP:' and keeps it short", () => {
    const fallback = contactAdminFallbackEmail(data());
    expect(fallback.subject).toBe('BACKUP: New contact message from Marie Dubois: Plans');
    expect(fallback.text).toContain('https://shop.example/admin/inbox/messages/m-1');
    expect(fallback.text).not.toContain('Voici les plans');
  });

  it("confirms to the visitor in their language, echoing the message and the number of attachments", () => {
    const fr = contactCustomerEmail(data());
    expect(fr.subject).toBe('Nous avons bien reçu votre message');
    expect(fr.text).toContain('Voici les plans.\nMerci <3');
    expect(fr.text).toContain('Pièces jointes : 2');
    const en = contactCustomerEmail(data({ language: 'en', attachments: [] }));
    expect(en.text).toContain('Thank you for your message. We will get back to you as soon as possible.');
    expect(en.text).toContain('Attachments: 0');
    expect(contactCustomerEmail(data({ language: 'de' })).text).toContain('Anhänge: 2');
  });
});
