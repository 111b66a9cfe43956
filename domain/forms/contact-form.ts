import { CONTACT_MESSAGES } from './contact-messages.js';
import {
  asFormInput,
  FieldErrors,
  nullIfEmpty,
  readEmail,
  readPhone,
  readText,
  type FormInput,
  type FormResult,
} from './form-fields.js';
import { FORM_MESSAGES } from './form-messages.js';
import { MAX_UPLOAD_FILES } from './upload-rules.js';

export const CONTACT_SOURCES = ['contact_page', 'home', 'landing'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

export const CONTACT_MAX_LENGTHS = { name: 200, phone: 30, subject: 200, message: 5000, attachmentId: 100 } as const;

export const CONTACT_FIELDS = ['source', 'name', 'email', 'phone', 'subject', 'message', 'attachmentIds'] as const;

export interface ContactMessage {
  readonly source: ContactSource;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly subject: string | null;
  readonly message: string;
  /** Ids of files uploaded earlier through the uploads endpoint, at most 5, no repeats. */
  readonly attachmentIds: readonly string[];
}

const ATTACHMENT_ID = /^[A-Za-z0-9_-]+$/;

const readAttachmentIds = (input: FormInput, errors: FieldErrors): readonly string[] => {
  const raw = input.attachmentIds;
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    errors.add('attachmentIds', FORM_MESSAGES.invalidValue);
    return [];
  }
  const ids = [...new Set(raw as readonly unknown[])];
  if (ids.length > MAX_UPLOAD_FILES) {
    errors.add('attachmentIds', FORM_MESSAGES.tooManyFiles);
    return [];
  }
  const valid = ids.filter(
    (id): id is string =>
      typeof id === 'string' && id.length <= CONTACT_MAX_LENGTHS.attachmentId && ATTACHMENT_ID.test(id),
  );
  if (valid.length !== ids.length) errors.add('attachmentIds', CONTACT_MESSAGES.attachmentInvalid);
  return valid;
};

/**
 * The contact forms. 'contact_page' applies the contact page's schema (name
 * ≥ 2, valid email, subject ≥ 2, message ≥ 10); the 'home' and 'landing' forms
 * need name, email and message. Phone is optional everywhere.
 */
export const validateContactForm = (value: unknown): FormResult<ContactMessage> => {
  const input = asFormInput(value);
  const errors = new FieldErrors();
  const source = CONTACT_SOURCES.find((candidate) => candidate === input.source);
  if (source === undefined) errors.add('source', CONTACT_MESSAGES.sourceInvalid);
  const isContactPage = source === 'contact_page';
  const max = CONTACT_MAX_LENGTHS;
  const name = readText(
    input,
    'name',
    isContactPage
      ? { minLength: { length: 2, message: CONTACT_MESSAGES.nameMin }, maxLength: max.name }
      : { required: FORM_MESSAGES.nameRequired, maxLength: max.name },
    errors,
  );
  const email = readEmail(
    input,
    'email',
    {
      required: isContactPage ? CONTACT_MESSAGES.emailInvalid : FORM_MESSAGES.emailRequired,
      invalid: CONTACT_MESSAGES.emailInvalid,
    },
    errors,
  );
  const phone = nullIfEmpty(readPhone(input, 'phone', undefined, errors));
  const subject = readText(
    input,
    'subject',
    isContactPage
      ? { minLength: { length: 2, message: CONTACT_MESSAGES.subjectMin }, maxLength: max.subject }
      : { maxLength: max.subject },
    errors,
  );
  const message = readText(
    input,
    'message',
    isContactPage
      ? { minLength: { length: 10, message: CONTACT_MESSAGES.messageMin }, maxLength: max.message, multiline: true }
      : { required: CONTACT_MESSAGES.messageRequired, maxLength: max.message, multiline: true },
    errors,
  );
  const attachmentIds = readAttachmentIds(input, errors);
  return errors.result({
    source: source ?? 'contact_page',
    name,
    email,
    phone,
    subject: nullIfEmpty(subject),
    message,
    attachmentIds,
  });
};
