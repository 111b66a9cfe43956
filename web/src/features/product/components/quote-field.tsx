import { useId, type InputHTMLAttributes } from 'react';

interface QuoteFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement>, 'id' | 'onChange'> {
  readonly label: string;
  readonly value: string;
  readonly error: string | null;
  readonly multiline?: boolean;
  readonly onValue: (value: string) => void;
}

const FIELD =
  'mt-1 w-full rounded-md border px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-blue-600 disabled:bg-slate-100';

/** A labelled input (or textarea) of the quote form with its error under it. */
export const QuoteField = ({ label, value, error, multiline = false, onValue, required, ...rest }: QuoteFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    value,
    required,
    'aria-invalid': error !== null,
    'aria-describedby': error === null ? undefined : errorId,
    className: `${FIELD} ${error === null ? 'border-slate-300' : 'border-red-600'}`,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {required === true ? <span aria-hidden="true" className="text-red-600"> *</span> : null}
      </label>
      {multiline ? (
        <textarea {...shared} rows={3} onChange={(event) => onValue(event.target.value)} />
      ) : (
        <input {...rest} {...shared} onChange={(event) => onValue(event.target.value)} />
      )}
      {error !== null ? (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
};
