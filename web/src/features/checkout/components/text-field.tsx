import { checkoutFieldId } from '../hooks/use-checkout-form.js';

interface TextFieldProps {
  readonly field: string;
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly required?: boolean;
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
}

export const INPUT_CLASS =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1';

/** A labelled input whose message (from the domain rules or the server) sits under it in red. */
export const TextField = ({ field, label, value, error, required = false, type = 'text', autoComplete, onChange, onBlur }: TextFieldProps) => {
  const id = checkoutFieldId(field);
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {required ? <span aria-hidden="true" className="text-red-600"> *</span> : null}
      </label>
      <input
        id={id}
        name={field}
        type={type}
        value={value}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : errorId}
        className={`${INPUT_CLASS} ${error === undefined ? 'border-slate-300' : 'border-red-500'}`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error === undefined ? null : (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
};
