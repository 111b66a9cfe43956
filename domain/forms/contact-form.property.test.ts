import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CONTACT_SOURCES, validateContactForm } from './contact-form.js';

const anySource = fc.constantFrom(...CONTACT_SOURCES);
const anyAttachmentId = fc.uuid();
const anyMessage = fc.stringMatching(/^[A-Za-z][A-Za-z .,!?\n]{9,200}[a-z]$/);
const anyValidContact = fc.record({
  source: anySource,
  name: fc.stringMatching(/^[A-Z][a-z]{1,20}$/),
  email: fc.constantFrom('info@example.be', 'jan.peeters@bedrijf.nl'),
  subject: fc.stringMatching(/^[A-Z][a-z ]{1,30}[a-z]$/),
  message: anyMessage,
  attachmentIds: fc.uniqueArray(anyAttachmentId, { maxLength: 5 }),
});

describe('validateContactForm properties', () => {
  it('accepts every well-formed message from every source', () => {
    fc.assert(
      fc.property(anyValidContact, (form) => {
        const result = validateContactForm(form);
        expect(result).toEqual({ ok: true, value: { ...form, phone: null } });
      }),
    );
  });

  it('refuses more than 5 distinct attachments', () => {
    fc.assert(
      fc.property(anyValidContact, fc.uniqueArray(anyAttachmentId, { minLength: 6, maxLength: 12 }), (form, ids) => {
        const result = validateContactForm({ ...form, attachmentIds: ids });
        expect(result.ok ? [] : result.error.errors.map((error) => error.field)).toEqual(['attachmentIds']);
      }),
    );
  });
});
