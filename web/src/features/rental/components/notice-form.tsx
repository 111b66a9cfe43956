import { useRef, useState, type FormEvent } from 'react';
import type { Language } from '../../../../../domain/shared/language.js';
import { fieldErrorsOf, InputField, refusalMessage } from '../../../shared/form/index.js';
import { useInputBeforeHydration } from '../../../shared/form/use-input-before-hydration.js';
import { useHydrated } from '../../../shared/hydration/use-hydrated.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { noticeError } from '../form/notice-rules.js';
import { giveNotice, type CustomerRentalJson } from '../remote/customer-rental.js';
import { formatDay } from './format-day.js';

interface NoticeFormProps {
  readonly token: string;
  readonly lang: Language;
  readonly rental: CustomerRentalJson;
  /** The contract as the server answered the notice. */
  readonly onDone: (rental: CustomerRentalJson) => void;
}

/**
 * Giving notice (or moving the pick-up day once given): a pick-up day from the notice period on,
 * starting at the earliest one the server computed. Checked by the domain's rule before it is sent;
 * the server's 400 is shown under the field. The submit waits for the scripts (docs/web-performance.md,
 * "Input before hydration"), and a day typed before them is kept.
 */
export const NoticeForm = ({ token, lang, rental, onDone }: NoticeFormProps) => {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const earliest = rental.notice.earliestPickupDate ?? '';
  const [pickupDate, setPickupDate] = useState(rental.pickupDate !== null && rental.pickupDate >= earliest ? rental.pickupDate : earliest);
  const [error, setError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useInputBeforeHydration(formRef, (shown) => {
    const typed = shown.get('pickupDate');
    if (typeof typed === 'string') setPickupDate(typed);
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const problem = noticeError(rental, pickupDate.trim(), lang);
    setError(problem);
    if (problem !== undefined) return;
    setSending(true);
    try {
      onDone(await giveNotice(token, pickupDate.trim(), lang));
    } catch (failure) {
      const byField = fieldErrorsOf(failure)['pickupDate'];
      if (byField !== undefined) setError(byField);
      else setFormError(refusalMessage(failure, t('rental.notice.failed')));
    } finally {
      setSending(false);
    }
  };
  const given = rental.state === 'notice-given' && rental.pickupDate !== null;
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="rental-notice-title"
      data-testid="notice-form"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="rental-notice-title" className="text-lg font-semibold text-slate-900">
        {given ? t('rental.notice.moveTitle') : t('rental.notice.title')}
      </h2>
      <p className="text-slate-700">{t('rental.notice.intro', { days: rental.notice.noticeDays, date: earliest === '' ? '' : formatDay(earliest, lang) })}</p>
      <InputField
        type="date"
        name="pickupDate"
        label={t('rental.notice.label')}
        hint={t('rental.notice.hint')}
        min={earliest === '' ? undefined : earliest}
        required
        value={pickupDate}
        error={error}
        onValueChange={(value) => {
          setPickupDate(value);
          setError(undefined);
        }}
      />
      {formError === undefined ? null : (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      )}
      <button
        type="submit"
        disabled={!hydrated || sending}
        className="rounded-md bg-blue-800 px-5 py-2.5 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
      >
        {sending ? t('rental.notice.sending') : given ? t('rental.notice.move') : t('rental.notice.submit')}
      </button>
    </form>
  );
};
