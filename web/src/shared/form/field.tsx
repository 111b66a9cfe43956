import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

export const FIELD_CLASS =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-blue-700 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 disabled:bg-slate-100';

interface FieldFrameProps {
  /** A fixed id for the control (a form that focuses its first wrong field by id); else a generated one. */
  readonly id?: string | undefined;
  readonly label: string;
  readonly error: string | undefined;
  readonly required?: boolean;
  readonly hint?: string;
  readonly children: (ids: { readonly id: string; readonly describedBy: string | undefined; readonly className: string }) => ReactNode;
}

/** A label, the control, an optional hint and the field's message (client rule or server 400) in red under it. */
export const FieldFrame = ({ id: fixedId, label, error, required = false, hint, children }: FieldFrameProps) => {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint === undefined ? null : hintId, error === undefined ? null : errorId].filter((part) => part !== null).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {required ? <span aria-hidden="true" className="text-red-600"> *</span> : null}
      </label>
      {children({ id, describedBy: describedBy === '' ? undefined : describedBy, className: `${FIELD_CLASS} ${error === undefined ? 'border-slate-300' : 'border-red-500'}` })}
      {hint === undefined ? null : (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error === undefined ? null : (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
};

interface ValueProps {
  readonly id?: string | undefined;
  readonly label: string;
  readonly value: string;
  readonly error?: string | undefined;
  readonly hint?: string;
  readonly required?: boolean | undefined;
  readonly onValueChange: (value: string) => void;
}

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange' | 'value' | 'required'> & ValueProps;
type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'onChange' | 'value' | 'required'> & ValueProps;

/** The frame around a text control plus the props every text control gets from it. */
const TextControl = ({ id: fixedId, label, value, error, hint, required, onValueChange, render }: ValueProps & { readonly render: (props: TextControlProps) => ReactNode }) => (
  <FieldFrame id={fixedId} label={label} error={error} required={required ?? false} {...(hint === undefined ? {} : { hint })}>
    {({ id, describedBy, className }) =>
      render({
        id,
        value,
        required,
        'aria-invalid': error === undefined ? undefined : true,
        'aria-describedby': describedBy,
        className,
        onChange: (event) => onValueChange(event.target.value),
      })
    }
  </FieldFrame>
);

interface TextControlProps {
  readonly id: string;
  readonly value: string;
  readonly required: boolean | undefined;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
  readonly className: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

export const InputField = ({ id, label, value, error, hint, required, onValueChange, ...input }: InputFieldProps) => (
  <TextControl {...{ id, label, value, error, hint, required, onValueChange }} render={(props) => <input {...input} {...props} />} />
);

export const TextAreaField = ({ id, label, value, error, hint, required, onValueChange, ...textarea }: TextAreaFieldProps) => (
  <TextControl {...{ id, label, value, error, hint, required, onValueChange }} render={(props) => <textarea {...textarea} {...props} />} />
);

interface SelectFieldProps<Value extends string> {
  readonly id?: string | undefined;
  readonly label: string;
  readonly value: Value;
  readonly options: readonly { readonly value: Value; readonly label: string }[];
  readonly error?: string | undefined;
  readonly name?: string;
  readonly required?: boolean;
  readonly onValueChange: (value: Value) => void;
  readonly onBlur?: () => void;
}

export const SelectField = <Value extends string>({ id: fixedId, label, value, options, error, name, required = false, onValueChange, onBlur }: SelectFieldProps<Value>) => (
  <FieldFrame id={fixedId} label={label} error={error} required={required}>
    {({ id, describedBy, className }) => (
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        onBlur={onBlur}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy}
        className={className}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen !== undefined) onValueChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )}
  </FieldFrame>
);

/** A checkbox with its label to the right; the whole label is the click target. */
export const CheckboxField = ({ label, checked, name, onCheckedChange }: { readonly label: string; readonly checked: boolean; readonly name?: string; readonly onCheckedChange: (checked: boolean) => void }) => (
  <label className="flex items-center gap-2 text-sm text-slate-800">
    <input
      type="checkbox"
      name={name}
      checked={checked}
      onChange={(event) => onCheckedChange(event.target.checked)}
      className="h-4 w-4 rounded border-slate-300 text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    />
    {label}
  </label>
);
