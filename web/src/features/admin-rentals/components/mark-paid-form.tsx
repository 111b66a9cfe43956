import { useState, type FormEvent } from 'react';
import type { Language } from '../../../../../domain/shared/language.js';
import { fieldErrorsOf, refusalMessage } from '../../../shared/form/index.js';
import { useToast } from '../../../shared/toast/index.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { belgianToday, paidOnError } from '../form/rental-date-rules.js';
import { useMarkInvoicePaid } from '../hooks/use-rentals-queries.js';

interface MarkPaidFormProps {
  readonly rentalId: string;
  readonly number: string;
  readonly lang: Language;
}

/** The bank transfer of one rental invoice arrived: the day it was paid (today unless said), checked by the domain's rule first. */
export const MarkPaidForm = ({ rentalId, number, lang }: MarkPaidFormProps) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const mark = useMarkInvoicePaid(lang);
  const [paidOn, setPaidOn] = useState(belgianToday);
  const [error, setError] = useState<string | undefined>(undefined);
  const fieldId = `paid-on-${number}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = paidOnError(paidOn.trim(), lang);
    setError(problem);
    if (problem !== undefined) return;
    mark.mutate(
      { id: rentalId, number, paidOn: paidOn.trim() },
      {
        onSuccess: () => toast({ title: t('adminRentals.periods.paidToast', { number }) }),
        onError: (failure) => setError(fieldErrorsOf(failure)['paidOn'] ?? refusalMessage(failure, t('adminRentals.actions.failed'))),
      },
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} className="mt-2 space-y-1" aria-label={t('adminRentals.periods.markPaidOf', { number })} data-testid="mark-paid">
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={fieldId} className="sr-only">
          {t('adminRentals.periods.paidOn')}
        </label>
        <input
          id={fieldId}
          type="date"
          name="paidOn"
          value={paidOn}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={error === undefined ? undefined : `${fieldId}-error`}
          onChange={(event) => {
            setPaidOn(event.target.value);
            setError(undefined);
          }}
          className={`rounded-md border px-2 py-1 text-sm ${error === undefined ? 'border-slate-300' : 'border-red-500'}`}
        />
        <button
          type="submit"
          disabled={mark.isPending}
          className="rounded-md bg-green-700 px-3 py-1 text-sm font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
        >
          {mark.isPending ? t('adminRentals.actions.sending') : t('adminRentals.periods.markPaid')}
        </button>
      </div>
      {error === undefined ? null : (
        <p id={`${fieldId}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </form>
  );
};
