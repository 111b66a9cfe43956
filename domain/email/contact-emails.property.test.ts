import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LANGUAGES } from '../shared/language.js';
import { contactAdminEmail, contactAdminFallbackEmail, contactCustomerEmail, type ContactEmailData } from './contact-emails.js';
import { TRADER } from './order-email.fixture.js';

const anyLanguage = fc.constantFrom(...LANGUAGES);
const anyAttachmentCount = fc.integer({ min: 0, max: 5 });
const anyVisitorText = fc.string({ minLength: 1, maxLength: 80 });

const data = (language: ContactEmailData['language'], count: number, name: string, text: string): ContactEmailData => ({
  company: TRADER,
  messageId: 'm',
  language,
  message: { source: 'home', name, email: 'v@example.com', phone: null, subject: null, message: text, attachmentIds: [] },
  attachments: Array.from({ length: count }, (_, index) => ({ id: `f${index}`, name: `<i>${index}.pdf`, size: index })),
  inboxUrl: 'https://shop.example/admin/inbox/messages/m',
});

describe('contact emails (properties)', () => {
  it('echo the number of attachments in every language', () => {
    fc.assert(
      fc.property(anyLanguage, anyAttachmentCount, (language, count) => {
        expect(contactCustomerEmail(data(language, count, 'V', 'Hello there')).text).toMatch(new RegExp(`: ${count}\\n`));
      }),
    );
  });

  it("always start the fallback subject with 'BACKUP:' and keep subjects on one line", () => {
    fc.assert(
      fc.property(anyLanguage, anyVisitorText, (language, name) => {
        const fallback = contactAdminFallbackEmail(data(language, 0, name, 'x'));
        expect(fallback.subject.startsWith('BACKUP: ')).toBe(true);
        expect(fallback.subject).not.toMatch(/[\r\n]/);
        expect(contactAdminEmail(data(language, 0, name, 'x')).subject).not.toMatch(/[\r\n]/);
      }),
    );
  });

  it('escape file names and the message in the HTML', () => {
    fc.assert(
      fc.property(anyLanguage, anyAttachmentCount, anyVisitorText, (language, count, text) => {
        const html = contactAdminEmail(data(language, count, 'V', `<script>${text}`)).html;
        expect(html).not.toContain('<script>');
        expect(html).not.toContain('<i>');
      }),
    );
  });
});
