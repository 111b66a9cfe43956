import { useRef, useState, type FormEvent } from 'react';
import { useInputBeforeHydration } from '../../../shared/form/use-input-before-hydration.js';
import { useHydrated } from '../../../shared/hydration/use-hydrated.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { useLanguage } from '../../../app/use-language.js';
import { InputField, TextAreaField } from '../../../shared/form/field.js';
import { ApiError } from '../../../shared/remote/http.js';
import { useToast } from '../../../shared/toast/use-toast.js';
import { useAttachments } from '../hooks/use-attachments.js';
import { CONTACT_PAGE_FORM_ID, useContactPageForm, type ContactPageField } from '../hooks/use-contact-page-form.js';
import { sendContactPageMessage } from '../../../shared/contact/send-contact-page-message.js';
import { AttachmentField } from './attachment-field.js';

/** The contact page's form: name, email, optional phone, subject, message and up to 5 attachments. */
export const ContactPageForm = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { toast } = useToast();
  const form = useContactPageForm(lang);
  const attachments = useAttachments(lang);
  const [sending, setSending] = useState(false);
  const busy = sending || attachments.progress !== null;
  const formRef = useRef<HTMLFormElement>(null);
  useInputBeforeHydration(formRef, form.adoptShown);
  const hydrated = useHydrated();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = form.submit(attachments.files.map((file) => file.id));
    if (message === null) return;
    setSending(true);
    try {
      await sendContactPageMessage(message, lang);
      form.reset();
      attachments.clear();
      toast({ title: t('home.contact.sentTitle'), description: t('home.contact.sentText'), duration: 5000 });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) form.showServerErrors(error.fieldErrors);
      toast({ title: t('home.contact.errorTitle'), description: t('home.contact.errorText'), variant: 'error', duration: 5000 });
    } finally {
      setSending(false);
    }
  };

  const field = (name: ContactPageField) => ({
    name,
    value: form.values[name],
    error: form.errors[name],
    onValueChange: (value: string) => form.setValue(name, value),
    onBlur: () => form.touch(name),
  });

  return (
    <form ref={formRef} id={CONTACT_PAGE_FORM_ID} method="post" noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
        {t('contact.form.title')}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...field('name')} label={t('home.contact.name')} autoComplete="name" required />
        <InputField {...field('email')} label={t('home.contact.email')} type="email" autoComplete="email" required />
        <InputField {...field('phone')} label={t('home.contact.phone')} type="tel" autoComplete="tel" />
        <InputField {...field('subject')} label={t('contact.form.subject')} required />
      </div>
      <TextAreaField {...field('message')} label={t('home.contact.message')} rows={6} required />
      <AttachmentField attachments={attachments} error={form.errors.attachmentIds} disabled={sending} />
      <button type="submit" disabled={busy || !hydrated} className="w-full rounded-md bg-blue-800 px-6 py-3 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60 sm:w-auto">
        {sending ? t('home.contact.sending') : t('home.contact.send')}
      </button>
    </form>
  );
};
