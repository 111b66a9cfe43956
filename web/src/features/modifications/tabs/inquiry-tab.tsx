import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTextInputBeforeHydration } from '../../../shared/form/use-input-before-hydration.js';
import { useHydrated } from '../../../shared/hydration/use-hydrated.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { validateContactForm } from '../../../../../domain/forms/contact-form.js';
import { useLanguage } from '../../../app/use-language.js';
import { fieldErrorsOf, InputField, TextAreaField, type FieldErrors } from '../../../shared/form/index.js';
import { useToast } from '../../../shared/toast/use-toast.js';
import { inquiryMessage } from '../inquiry-message.js';
import { sendContactPageMessage } from '../../../shared/contact/send-contact-page-message.js';

interface InquiryTabProps {
  /** Details chosen in the showcase or configurator, or null. */
  readonly details: string | null;
  readonly onClearDetails: () => void;
}

interface InquiryForm {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly subject: string;
  readonly message: string;
}

/**
 * The inquiry form, checked with the contact page's rules (the same domain function the server runs)
 * and sent through the contact API. With prefilled details it scrolls itself into view.
 */
export const InquiryTab = ({ details, onClearDetails }: InquiryTabProps) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const empty: InquiryForm = { name: '', email: '', phone: '', subject: t('modifications.inquiry.defaultSubject'), message: '' };
  const [form, setForm] = useState<InquiryForm>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  useTextInputBeforeHydration(formRef, setForm);
  const hydrated = useHydrated();

  useEffect(() => {
    if (details !== null) formRef.current?.scrollIntoView?.({ block: 'start' });
  }, [details]);

  const update = (field: keyof InquiryForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateContactForm({ source: 'contact_page', ...form, message: inquiryMessage(details, form.message) });
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.error.errors.map((error) => [error.field, error.message[lang]])));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await sendContactPageMessage(checked.value, lang);
      setForm(empty);
      onClearDetails();
      toast({ title: t('modifications.inquiry.sentTitle'), description: t('modifications.inquiry.sentText'), duration: 5000 });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast({ title: t('modifications.inquiry.errorTitle'), description: t('modifications.inquiry.errorText'), variant: 'error', duration: 5000 });
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={formRef} method="post" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="modification-inquiry-title" className="mx-auto max-w-2xl scroll-mt-24 space-y-5">
      <h2 id="modification-inquiry-title" className="text-2xl font-bold text-slate-900">
        {t('modifications.inquiry.title')}
      </h2>
      <p className="text-slate-600">{t('modifications.inquiry.lead')}</p>
      {details === null ? null : (
        <div className="rounded-lg border border-blue-200 bg-blue-50 p-4" role="status">
          <div className="flex items-start justify-between gap-4">
            <h3 className="font-semibold text-slate-900">{t('modifications.inquiry.detailsTitle')}</h3>
            <button type="button" onClick={onClearDetails} className="text-sm font-medium text-blue-800 underline focus-visible:outline-2 focus-visible:outline-blue-600">
              {t('modifications.inquiry.clearDetails')}
            </button>
          </div>
          <p data-testid="inquiry-details" className="mt-2 text-sm whitespace-pre-line text-slate-800">
            {details}
          </p>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField label={t('modifications.inquiry.name')} name="name" autoComplete="name" required value={form.name} error={errors['name']} onValueChange={update('name')} />
        <InputField label={t('modifications.inquiry.email')} name="email" type="email" autoComplete="email" required value={form.email} error={errors['email']} onValueChange={update('email')} />
        <InputField label={t('modifications.inquiry.phone')} name="phone" type="tel" autoComplete="tel" value={form.phone} error={errors['phone']} onValueChange={update('phone')} />
        <InputField label={t('modifications.inquiry.subject')} name="subject" required value={form.subject} error={errors['subject']} onValueChange={update('subject')} />
      </div>
      <TextAreaField
        label={t('modifications.inquiry.message')}
        name="message"
        rows={5}
        required={details === null}
        hint={details === null ? undefined : t('modifications.inquiry.messageHint')}
        value={form.message}
        error={errors['message']}
        onValueChange={update('message')}
      />
      <button
        type="submit"
        disabled={sending || !hydrated}
        className="w-full rounded-md bg-blue-800 px-6 py-3 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
      >
        {sending ? t('modifications.inquiry.sending') : t('modifications.inquiry.send')}
      </button>
    </form>
  );
};
