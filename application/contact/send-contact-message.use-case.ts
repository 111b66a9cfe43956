import type { EmailCompany } from '../../domain/email/company-details.js';
import { contactAdminEmail, contactAdminFallbackEmail, contactCustomerEmail, type ContactEmailData } from '../../domain/email/contact-emails.js';
import { CONTACT_MESSAGES } from '../../domain/forms/contact-messages.js';
import { validateContactForm } from '../../domain/forms/contact-form.js';
import type { FormInput } from '../../domain/forms/form-fields.js';
import { FORM_MESSAGES } from '../../domain/forms/form-messages.js';
import { isSafeHeaderValue } from '../../domain/forms/header-safety.js';
import type { Language } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';
import { invalidInput, type ApplicationError, type FieldError } from '../shared/application-error.js';
import type { ContactInbox, ContactMessageRecord } from './contact-inbox.port.js';

export interface SendContactMessageDeps {
  readonly inbox: ContactInbox;
  readonly newId: () => string;
  readonly companyMailbox: string;
  /** The configured company, who signs the visitor's confirmation. */
  readonly company: EmailCompany;
  /** The site's public address, for the links into the admin inbox. */
  readonly publicUrl: string;
}

export interface ContactSubmission {
  readonly language: Language;
  /** source, name, email, phone, subject, message, attachmentIds: checked by the domain's validateContactForm. */
  readonly form: FormInput;
  readonly honeypot: string | null;
}

export interface SentContactMessage {
  readonly id: string;
  readonly stored: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const unknownAttachments = (): ApplicationError => invalidInput([{ field: 'attachmentIds', message: CONTACT_MESSAGES.attachmentInvalid }]);

/** Values that go into mail headers (reply-to, subject) must be one clean line. */
const headerErrors = (values: Readonly<Record<string, string | null>>): FieldError[] =>
  Object.entries(values).flatMap(([field, value]) =>
    value === null || isSafeHeaderValue(value) ? [] : [{ field, message: FORM_MESSAGES.singleLine }],
  );

const contactEmails = (data: ContactEmailData, companyMailbox: string): readonly OutgoingEmail[] => [
  {
    ...contactAdminEmail(data),
    to: companyMailbox,
    replyTo: data.message.email,
    dedupeKey: `contact-admin:${data.messageId}`,
    fallback: contactAdminFallbackEmail(data),
  },
  { ...contactCustomerEmail(data), to: data.message.email, dedupeKey: `contact-confirmation:${data.messageId}` },
];

/**
 * A message from one of the contact forms: the form's schema from the
 * domain, the attachments (earlier, unattached uploads) taken by the
 * message, and the admin notice and visitor confirmation, all in one
 * transaction.
 */
export const sendContactMessage =
  (deps: SendContactMessageDeps) =>
  async (submission: ContactSubmission): Promise<Result<SentContactMessage, ApplicationError>> => {
    const id = deps.newId();
    if (submission.honeypot !== null && submission.honeypot.trim() !== '') return ok({ id, stored: false });
    const form = validateContactForm(submission.form);
    if (!form.ok) return err(invalidInput(form.error.errors));
    const message = form.value;
    const unsafe = headerErrors({ name: message.name, email: message.email, subject: message.subject });
    if (unsafe.length > 0) return err(invalidInput(unsafe));

    if (!message.attachmentIds.every((attachmentId) => UUID.test(attachmentId))) return err(unknownAttachments());
    const uploads = message.attachmentIds.length === 0 ? [] : await deps.inbox.findUnattachedUploads(message.attachmentIds);
    if (uploads.length !== message.attachmentIds.length) return err(unknownAttachments());

    const record: ContactMessageRecord = {
      id,
      source: message.source,
      name: message.name,
      email: message.email,
      phone: message.phone,
      subject: message.subject,
      message: message.message,
      language: submission.language,
    };
    const emailData: ContactEmailData = {
      company: deps.company,
      messageId: id,
      language: submission.language,
      message,
      attachments: uploads.map((upload) => ({ id: upload.id, name: upload.name, size: upload.size })),
      inboxUrl: `${deps.publicUrl}/admin/inbox/messages/${id}`,
    };
    const saved = await deps.inbox.save(record, message.attachmentIds, contactEmails(emailData, deps.companyMailbox));
    return saved ? ok({ id, stored: true }) : err(unknownAttachments());
  };
