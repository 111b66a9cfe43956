import { useRef, useState, type FormEvent } from 'react';
import { useTextInputBeforeHydration } from '../form/use-input-before-hydration.js';
import { useHydrated } from '../hydration/use-hydrated.js';
import { useTranslation } from '../translation/index.js';
import { useLanguage } from '../../app/use-language.js';
import { useToast } from '../toast/use-toast.js';
import { sendContactMessage, type HomeContactMessage } from './send-contact-message.js';
import { useSectionPage } from './section-page-context.js';

const EMPTY: HomeContactMessage = { name: '', email: '', phone: '', message: '' };

const fieldClass = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30';

/** The home and landing pages' contact form: full name, email, optional phone and message. */
export const ContactForm = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { toast } = useToast();
  const source = useSectionPage();
  const [form, setForm] = useState<HomeContactMessage>(EMPTY);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useTextInputBeforeHydration(formRef, setForm);
  const hydrated = useHydrated();
  const update = (field: keyof HomeContactMessage) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    try {
      await sendContactMessage(form, lang, source);
      setForm(EMPTY);
      toast({ title: t('home.contact.sentTitle'), description: t('home.contact.sentText'), duration: 5000 });
    } catch {
      toast({ title: t('home.contact.errorTitle'), description: t('home.contact.errorText'), variant: 'error', duration: 5000 });
    } finally {
      setSending(false);
    }
  };
  return (
    <form ref={formRef} method="post" onSubmit={(event) => void submit(event)} className="space-y-4 rounded-xl bg-white p-6 shadow-md">
      <div>
        <label htmlFor="home-contact-name" className="text-sm font-medium text-slate-800">
          {t('home.contact.name')}
        </label>
        <input id="home-contact-name" name="name" autoComplete="name" required value={form.name} onChange={(event) => update('name')(event.target.value)} className={fieldClass} />
      </div>
      <div>
        <label htmlFor="home-contact-email" className="text-sm font-medium text-slate-800">
          {t('home.contact.email')}
        </label>
        <input id="home-contact-email" name="email" type="email" autoComplete="email" required value={form.email} onChange={(event) => update('email')(event.target.value)} className={fieldClass} />
      </div>
      <div>
        <label htmlFor="home-contact-phone" className="text-sm font-medium text-slate-800">
          {t('home.contact.phone')}
        </label>
        <input id="home-contact-phone" name="phone" type="tel" autoComplete="tel" value={form.phone} onChange={(event) => update('phone')(event.target.value)} className={fieldClass} />
      </div>
      <div>
        <label htmlFor="home-contact-message" className="text-sm font-medium text-slate-800">
          {t('home.contact.message')}
        </label>
        <textarea id="home-contact-message" name="message" required rows={5} value={form.message} onChange={(event) => update('message')(event.target.value)} className={fieldClass} />
      </div>
      <button type="submit" disabled={sending || !hydrated} className="w-full rounded-md bg-blue-800 px-6 py-3 font-semibold text-white hover:bg-blue-900 disabled:opacity-60">
        {sending ? t('home.contact.sending') : t('home.contact.send')}
      </button>
    </form>
  );
};
