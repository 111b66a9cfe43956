import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { AlertDialog } from '../../shared/dialog/alert-dialog.js';
import { InputField } from '../../shared/form/index.js';
import { ApiError } from '../../shared/remote/http.js';
import { RequireAdmin } from '../../shared/session/index.js';
import { useTranslation } from '../../shared/translation/index.js';
import { ErasureReport } from './components/erasure-report.js';
import { HeldDataSummary } from './components/held-data-summary.js';
import { erasePersonalData, fetchPersonalDataExport, lookUpPersonalData, saveFile, type ErasureReportJson } from './remote/privacy-requests.js';

const BUTTON = 'rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50';

const emailError = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.fieldErrors.find((fieldError) => fieldError.field === 'email')?.message : undefined;

const PrivacyRequests = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [erased, setErased] = useState<ErasureReportJson | null>(null);
  const lookup = useMutation({ mutationFn: (address: string) => lookUpPersonalData(address, lang) });
  const download = useMutation({
    mutationFn: (address: string) => fetchPersonalDataExport(address, lang),
    onSuccess: ({ blob, filename }) => saveFile(blob, filename),
  });
  const erase = useMutation({
    mutationFn: (address: string) => erasePersonalData(address, lang),
    onSuccess: (report) => {
      setConfirming(false);
      setErased(report);
      lookup.mutate(report.email);
    },
    onError: () => setConfirming(false),
  });
  const summary = lookup.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErased(null);
    erase.reset();
    download.reset();
    lookup.mutate(email);
  };
  const holdBack = summary === undefined ? null : summary.isAdmin ? t('adminPrivacy.erase.adminHeld') : summary.openOrders.length > 0 ? t('adminPrivacy.erase.openOrders', { orders: summary.openOrders.join(', ') }) : summary.runningRentals > 0 ? t('adminPrivacy.erase.runningRentals', { count: summary.runningRentals }) : null;
  const failure = [lookup.error, download.error, erase.error].find((error) => error !== null && emailError(error) === undefined);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{t('adminPrivacy.title')}</h1>
        <p className="mt-2 text-slate-600">{t('adminPrivacy.intro')}</p>
      </header>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end sm:p-6">
        <div className="grow">
          <InputField type="email" label={t('adminPrivacy.email')} value={email} onValueChange={setEmail} error={emailError(lookup.error)} autoComplete="off" />
        </div>
        <button type="submit" disabled={lookup.isPending} className={`${BUTTON} bg-blue-800 text-white hover:bg-blue-900`}>
          {lookup.isPending ? t('adminPrivacy.lookingUp') : t('adminPrivacy.lookUp')}
        </button>
      </form>
      {failure instanceof Error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-700">
          {failure instanceof ApiError && failure.status !== 500 ? failure.message : t('adminPrivacy.failed')}
        </p>
      ) : null}
      {erased === null ? null : <ErasureReport report={erased} />}
      {summary === undefined ? null : (
        <>
          <HeldDataSummary summary={summary} lang={lang} />
          <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <div className="flex flex-wrap gap-3">
              <button type="button" disabled={download.isPending} onClick={() => download.mutate(summary.email)} className={`${BUTTON} border border-blue-800 text-blue-800 hover:bg-blue-50`}>
                {download.isPending ? t('adminPrivacy.export.busy') : t('adminPrivacy.export.button')}
              </button>
              <button type="button" disabled={holdBack !== null || erase.isPending} onClick={() => setConfirming(true)} className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`}>
                {t('adminPrivacy.erase.button')}
              </button>
            </div>
            <p className="text-sm text-slate-600">{t('adminPrivacy.export.help')}</p>
            {holdBack === null ? <p className="text-sm text-slate-600">{t('adminPrivacy.erase.help')}</p> : <p className="text-sm text-amber-800">{holdBack}</p>}
          </div>
        </>
      )}
      {confirming && summary !== undefined ? (
        <AlertDialog
          title={t('adminPrivacy.erase.confirmTitle', { email: summary.email })}
          text={t('adminPrivacy.erase.confirmText', { count: summary.invoices.length })}
          labels={{ cancel: t('adminPrivacy.erase.cancel'), confirm: t('adminPrivacy.erase.confirm'), busy: t('adminPrivacy.erase.busy') }}
          busy={erase.isPending}
          dismissable={!erase.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => erase.mutate(summary.email)}
        />
      ) : null}
    </div>
  );
};

/** `/{lang}/admin/privacy`: a person's data on request (docs/privacy.md): what is held, the export zip, the erasure; non-admins go home. */
export const PrivacyPage = () => (
  <RequireAdmin redirectTo={paths.home}>
    <PrivacyRequests />
  </RequireAdmin>
);
