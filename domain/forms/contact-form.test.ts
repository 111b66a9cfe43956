import { describe, expect, it } from '@jest/globals';
import { validateContactForm } from './contact-form.js';

const errorsOf = (value: unknown) => {
  const result = validateContactForm(value);
  return result.ok ? [] : result.error.errors.map((error) => [error.field, error.message.en]);
};

describe('validateContactForm', () => {
  it('applies the contact page schema with its exact messages', () => {
    expect(errorsOf({ source: 'contact_page', name: 'J', email: 'nope', subject: 'x', message: 'too short' })).toEqual([
      ['name', 'Name must be at least 2 characters.'],
      ['email', 'Please enter a valid email address.'],
      ['subject', 'Subject must be at least 2 characters.'],
      ['message', 'Message must be at least 10 characters.'],
    ]);
    expect(errorsOf({ source: 'contact_page' })).toEqual([
      ['name', 'Name must be at least 2 characters.'],
      ['email', 'Please enter a valid email address.'],
      ['subject', 'Subject must be at least 2 characters.'],
      ['message', 'Message must be at least 10 characters.'],
    ]);
  });

  it('asks the home and landing forms only for name, email and message', () => {
    expect(errorsOf({ source: 'home' })).toEqual([
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['message', 'Message is required'],
    ]);
    expect(validateContactForm({ source: 'landing', name: 'J', email: 'j@x.be', message: 'Hi' })).toEqual({
      ok: true,
      value: { source: 'landing', name: 'J', email: 'j@x.be', phone: null, subject: null, message: 'Hi', attachmentIds: [] },
    });
  });

  it('keeps line breaks in the message but not in the name or subject', () => {
    const result = validateContactForm({
      source: 'contact_page',
      name: 'Jan',
      email: 'jan@x.be',
      subject: 'Offer\nBcc: a@b.be',
      message: 'Line one\r\nLine two',
    });
    expect(result.ok ? [] : result.error.errors.map((error) => error.field)).toEqual(['subject']);
  });

  it('allows at most 5 attachments and refuses an unknown source', () => {
    const base = { name: 'Jan', email: 'jan@x.be', message: 'Hello there!' };
    expect(errorsOf({ ...base, source: 'home', attachmentIds: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual([
      ['attachmentIds', 'Too many files'],
    ]);
    expect(errorsOf({ ...base, source: 'home', attachmentIds: ['ok-1', '../etc/passwd'] })).toEqual([
      ['attachmentIds', 'Unknown attachment'],
    ]);
    expect(errorsOf({ ...base, source: 'email' })).toEqual([
      ['source', 'The form source must be contact_page, home or landing.'],
    ]);
  });
});
