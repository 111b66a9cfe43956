import { useState, type FormEvent } from 'react';
import { InputField, fieldErrorsOf, refusalMessage } from '../../../shared/form/index.js';
import { useTranslation } from '../../../shared/translation/index.js';

interface DateActionFormProps {
  /** Unique in the panel: names the form and its field for the tests and labels. */
  readonly name: string;
  readonly title: string;
  readonly hint: string;
  readonly label: string;
  readonly submit: string;
  readonly initial: string;
  /** The field the server names in its 400 for this date (`date`, `pickupDate`). */
  readonly field: string;
  /** The domain's rule in the browser: the message, or undefined when the day passes. */
  readonly check: (typed: string) => string | undefined;
  readonly busy: boolean;
  /** Sends the day; rejects with the server's error. */
  readonly send: (date: string) => Promise<unknown>;
  readonly tone?: 'primary' | 'danger';
}

const TONES = {
  primary: 'bg-blue-800 text-white hover:bg-blue-900',
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const;

/**
 * One dated action on a contract (delivery, pick-up, early end): the day checked by the domain's
 * rule as it is sent, the server's 400 for the same field under it, any other refusal above the button.
 */
export const DateActionForm = ({ name, title, hint, label, submit, initial, field, check, busy, send, tone = 'primary' }: DateActionFormProps) => {
  const { t } = useTranslation();
  const [date, setDate] = useState(initial);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const problem = check(date.trim());
    setFieldError(problem);
    if (problem !== undefined) return;
    send(date.trim()).catch((error: unknown) => {
      const byField = fieldErrorsOf(error)[field];
      if (byField !== undefined) setFieldError(byField);
      else setFormError(refusalMessage(error, t('adminRentals.actions.failed')));
    });
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`rental-${name}-title`} data-testid={`rental-${name}-form`} className="space-y-3 rounded-md border border-slate-200 p-4">
      <h3 id={`rental-${name}-title`} className="font-semibold text-slate-900">
        {title}
      </h3>
      <InputField
        id={`rental-${name}-date`}
        type="date"
        name={field}
        label={label}
        hint={hint}
        value={date}
        error={fieldError}
        onValueChange={(value) => {
          setDate(value);
          setFieldError(undefined);
        }}
      />
      {formError === undefined ? null : (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className={`rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60 ${TONES[tone]}`}
      >
        {busy ? t('adminRentals.actions.sending') : submit}
      </button>
    </form>
  );
};
