import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PAYMENT_METHOD_NAMES } from '../../../../../domain/offers/offer-texts.js';
import type { OfferPaymentMethod } from '../../../../../domain/offers/offer-terms.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { fieldErrorsOf, InputField, refusalMessage } from '../../../shared/form/index.js';
import { useInputBeforeHydration } from '../../../shared/form/use-input-before-hydration.js';
import { useHydrated } from '../../../shared/hydration/use-hydrated.js';
import { ApiError } from '../../../shared/remote/http.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { ACCEPT_FORM_ID, useAcceptForm } from '../hooks/use-accept-form.js';
import { acceptOffer } from '../remote/customer-offer.js';
import { acceptedOrderAddress, goToPaymentPage, isUsablePaymentUrl } from '../remote/offer-destinations.js';

interface AcceptFormProps {
  readonly token: string;
  readonly revision: number;
  readonly methods: readonly OfferPaymentMethod[];
  readonly lang: Language;
  /** The offer changed meanwhile (409): the page reloads it and shows why it can no longer be accepted. */
  readonly onRefused: () => void;
}

const RADIO = 'h-4 w-4 border-slate-300 text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/**
 * Accepting the offer: the customer types their name, ticks "I accept this offer" and chooses how to
 * pay among the methods offered. A bank transfer opens the order's confirmation (with the structured
 * communication); a card goes to the payment page.
 */
export const AcceptForm = ({ token, revision, methods, lang, onRefused }: AcceptFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const form = useAcceptForm(methods, lang);
  const formRef = useRef<HTMLFormElement>(null);
  useInputBeforeHydration(formRef, form.adoptShown);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = form.check();
    if (!checked.ok) return;
    setSending(true);
    try {
      const accepted = await acceptOffer(token, { name: checked.name, accepted: true, revision, paymentMethod: checked.paymentMethod }, lang);
      if (checked.paymentMethod === 'stripe') {
        if (isUsablePaymentUrl(accepted.paymentUrl)) goToPaymentPage(accepted.paymentUrl);
        else setFailure(t('offer.accept.paymentFailed'));
        return;
      }
      await navigate(acceptedOrderAddress(lang, accepted));
    } catch (error) {
      setSending(false);
      const byField = fieldErrorsOf(error);
      const shown = ['name', 'accepted', 'paymentMethod'].some((field) => byField[field] !== undefined);
      if (shown) form.showServerErrors(byField);
      else setFailure(refusalMessage(error, t('offer.accept.failed')));
      if (error instanceof ApiError && error.status === 409) onRefused();
    }
  };

  return (
    <form ref={formRef} id={ACCEPT_FORM_ID} method="post" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="offer-accept-title" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="offer-accept-title" className="text-lg font-semibold text-slate-900">
        {t('offer.accept.title')}
      </h2>
      <InputField name="name" label={t('offer.accept.name')} autoComplete="name" value={form.values.name} error={form.errors['name']} required onValueChange={(name) => form.set({ name })} />
      <fieldset aria-describedby={form.errors['paymentMethod'] === undefined ? undefined : 'offer-payment-error'}>
        <legend className="text-sm font-medium text-slate-700">{t('offer.accept.paymentMethod')}</legend>
        <div className="mt-1 space-y-2">
          {methods.map((method) => (
            <label key={method} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="paymentMethod" value={method} checked={form.values.paymentMethod === method} onChange={() => form.set({ paymentMethod: method })} className={RADIO} />
              {PAYMENT_METHOD_NAMES[method][lang]}
            </label>
          ))}
        </div>
        {form.errors['paymentMethod'] === undefined ? null : (
          <p id="offer-payment-error" className="mt-1 text-sm text-red-600">
            {form.errors['paymentMethod']}
          </p>
        )}
      </fieldset>
      <div>
        <label className="flex items-start gap-2 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            name="accepted"
            checked={form.values.accepted}
            onChange={(event) => form.set({ accepted: event.target.checked })}
            aria-invalid={form.errors['accepted'] === undefined ? undefined : true}
            aria-describedby={form.errors['accepted'] === undefined ? undefined : 'offer-accepted-error'}
            className="mt-0.5 h-4 w-4 rounded border-slate-300 text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          />
          {t('offer.accept.tick')}
        </label>
        {form.errors['accepted'] === undefined ? null : (
          <p id="offer-accepted-error" className="mt-1 text-sm text-red-600">
            {form.errors['accepted']}
          </p>
        )}
      </div>
      <p className="text-xs text-slate-600">{t('offer.accept.recorded')}</p>
      {failure === null ? null : (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={!hydrated || sending}
        className="w-full rounded-md bg-green-700 px-6 py-3 font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60 sm:w-auto"
      >
        {sending ? t('offer.accept.sending') : form.values.paymentMethod === 'stripe' ? t('offer.accept.submitCard') : t('offer.accept.submit')}
      </button>
    </form>
  );
};
