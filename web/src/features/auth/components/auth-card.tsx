import { useTranslation } from '../../../shared/translation/index.js';
import type { ReactNode } from 'react';

/** The centred card every auth form sits in, with its page title. */
export const AuthCard = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => (
  <div className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-12">
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-md sm:p-8">
      <h1 className="mb-6 text-center text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </div>
  </div>
);

export const PRIMARY_BUTTON =
  'w-full rounded-md bg-blue-800 px-6 py-3 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60';

export const LINK_BUTTON = 'text-sm font-medium text-blue-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/** A message of the form: red for failures (announced at once), green for confirmations. */
export const FormNotice = ({ tone, children }: { readonly tone: 'error' | 'success'; readonly children: ReactNode }) => (
  <p
    role={tone === 'error' ? 'alert' : 'status'}
    className={`rounded-md border p-3 text-sm ${tone === 'error' ? 'border-red-200 bg-red-50 text-red-700' : 'border-green-200 bg-green-50 text-green-800'}`}
  >
    {children}
  </p>
);

/** The form's failure message and its submit button ('Please wait…' while busy). */
export const SubmitRow = ({ error, busy, disabled, label }: { readonly error: string | null; readonly busy: boolean; readonly disabled: boolean; readonly label: string }) => {
  const { t } = useTranslation();
  return (
    <>
      {error === null ? null : <FormNotice tone="error">{error}</FormNotice>}
      <button type="submit" disabled={disabled} className={PRIMARY_BUTTON}>
        {busy ? t('auth.busy') : label}
      </button>
    </>
  );
};

export const BackToSignIn = ({ onBack }: { readonly onBack: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className="mt-6 text-center">
      <button type="button" onClick={onBack} className={LINK_BUTTON}>
        {t('auth.reset.back')}
      </button>
    </div>
  );
};
