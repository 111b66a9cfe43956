import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.js';
import { CONDITION_LABELS } from '../../../../../domain/pricing/condition-label.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { fieldErrorsOf } from '../../../shared/form/index.js';
import { ApiError } from '../../../shared/remote/http.js';
import { useToast } from '../../../shared/toast/index.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { useSwapCandidates, useSwapUnit } from '../hooks/use-order-units.js';
import type { OrderUnitJson } from '../remote/order-unit-requests.js';

const BUTTON =
  'rounded-md border border-blue-800 px-3 py-1 text-sm font-semibold text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50';

/** Choosing the available unit of the same product and condition that the order takes instead of `unit`. */
const SwapForm = ({ unit, lang, onDone }: { readonly unit: OrderUnitJson; readonly lang: Language; readonly onDone: () => void }) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const id = useId();
  const candidates = useSwapCandidates(unit, lang);
  const swap = useSwapUnit(lang);
  const [replacementId, setReplacementId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const choices = candidates.data ?? [];
  const chosen = replacementId !== '' ? replacementId : (choices[0]?.id ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === '') return;
    setError(null);
    swap.mutate(
      { unitId: unit.id, replacementId: chosen },
      {
        onSuccess: (swapped) => {
          toast({ title: t('adminInbox.units.swapped', { from: swapped.unit.displayNumber, to: swapped.replacement.displayNumber }) });
          onDone();
        },
        onError: (failure) => setError(fieldErrorsOf(failure)['replacementId'] ?? (failure instanceof ApiError ? failure.message : t('adminInbox.toast.failed'))),
      },
    );
  };

  if (candidates.isPending) return <p role="status" className="text-slate-600">{t('adminInbox.units.loadingCandidates')}</p>;
  if (candidates.isError) return <p role="alert" className="text-red-700">{t('adminInbox.units.candidatesError')}</p>;
  if (choices.length === 0) return <p className="text-slate-700">{t('adminInbox.units.noCandidates')}</p>;
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={t('adminInbox.units.swapOf', { number: unit.displayNumber })}>
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {t('adminInbox.units.replacement')}
        </label>
        <select
          id={id}
          value={chosen}
          onChange={(event) => setReplacementId(event.target.value)}
          aria-invalid={error === null ? undefined : true}
          aria-describedby={error === null ? undefined : `${id}-error`}
          className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-1.5 font-mono text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          {choices.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.displayNumber} · {candidate.depot}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={swap.isPending} className={BUTTON}>
        {swap.isPending ? t('adminInbox.units.swapping') : t('adminInbox.units.confirmSwap')}
      </button>
      {error === null ? null : (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm text-red-600">
          {error}
        </p>
      )}
    </form>
  );
};

/**
 * The container units the order holds, by number (each opens in the Units view). A reserved unit
 * can be swapped for another available one of the same product and condition.
 */
export const OrderUnits = ({ units, lang }: { readonly units: readonly OrderUnitJson[]; readonly lang: Language }) => {
  const { t } = useTranslation();
  const titleId = useId();
  const [swapping, setSwapping] = useState<string | null>(null);
  if (units.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-md border border-slate-200 p-4">
      <h3 id={titleId} className="mb-2 font-semibold text-slate-900">
        {t('adminInbox.units.title')}
      </h3>
      <ul className="divide-y divide-slate-100">
        {units.map((unit) => (
          <li key={unit.id} className="space-y-2 py-2" data-testid="order-unit">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <Link to={paths.adminUnit(lang, unit.id, unit.containerNumber)} className="font-mono font-medium text-blue-800 underline">
                  {unit.displayNumber}
                </Link>
                <span className="block text-slate-600">
                  {unit.productTitle} · {CONDITION_LABELS[unit.condition][lang]} · {unit.depot} · {t(`adminInbox.units.status.${unit.status}`)}
                </span>
              </span>
              {unit.status !== 'reserved' ? null : (
                <button type="button" className={BUTTON} aria-expanded={swapping === unit.id} onClick={() => setSwapping(swapping === unit.id ? null : unit.id)}>
                  {swapping === unit.id ? t('adminInbox.units.cancelSwap') : t('adminInbox.units.swap', { number: unit.displayNumber })}
                </button>
              )}
            </div>
            {swapping === unit.id ? <SwapForm unit={unit} lang={lang} onDone={() => setSwapping(null)} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
};
