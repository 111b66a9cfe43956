import { useRef, useState, type FormEvent } from 'react';
import type { Language } from '../../../../../domain/shared/language.js';
import { fieldErrorsOf, TextAreaField, refusalMessage } from '../../../shared/form/index.js';
import { useInputBeforeHydration } from '../../../shared/form/use-input-before-hydration.js';
import { useHydrated } from '../../../shared/hydration/use-hydrated.js';
import { ApiError } from '../../../shared/remote/http.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { declineOffer, type CustomerOfferJson } from '../remote/customer-offer.js';

interface DeclineFormProps {
  readonly token: string;
  readonly lang: Language;
  /** The offer as it stands after the answer (declined), or nothing to reload it (refused meanwhile). */
  readonly onDone: (offer?: CustomerOfferJson) => void;
}

/** Declining, with an optional reason for the trader; behind a disclosure so it does not compete with accepting. */
export const DeclineForm = ({ token, lang, onDone }: DeclineFormProps) => {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useInputBeforeHydration(formRef, (shown) => {
    const typed = shown.get('reason');
    if (typeof typed === 'string') setReason(typed);
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setError(undefined);
    try {
      onDone(await declineOffer(token, reason.trim() === '' ? null : reason.trim(), lang));
    } catch (failure) {
      setSending(false);
      setError(fieldErrorsOf(failure)['reason'] ?? refusalMessage(failure, t('offer.decline.failed')));
      if (failure instanceof ApiError && failure.status === 409) onDone();
    }
  };
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <summary className="cursor-pointer font-medium text-slate-800">{t('offer.decline.open')}</summary>
      <form ref={formRef} method="post" noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-3" aria-label={t('offer.decline.open')}>
        <TextAreaField name="reason" label={t('offer.decline.reason')} rows={3} value={reason} error={error} onValueChange={setReason} />
        <button
          type="submit"
          disabled={!hydrated || sending}
          className="rounded-md border border-red-700 px-5 py-2.5 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
        >
          {sending ? t('offer.decline.sending') : t('offer.decline.submit')}
        </button>
      </form>
    </details>
  );
};
