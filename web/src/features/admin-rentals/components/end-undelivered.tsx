import { useState } from 'react';
import type { Language } from '../../../../../domain/shared/language.js';
import { AlertDialog } from '../../../shared/dialog/alert-dialog.js';
import { refusalMessage } from '../../../shared/form/index.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { endEarlyError } from '../form/rental-date-rules.js';
import { useEndEarly } from '../hooks/use-rentals-queries.js';
import type { RentalJson } from '../remote/rental-json.js';

/** A rent never delivered ends at once, after a confirmation: no day, nothing to settle, its units back at the depot. */
export const EndUndelivered = ({ rental, lang }: { readonly rental: RentalJson; readonly lang: Language }) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const end = useEndEarly(lang);
  const [asking, setAsking] = useState(false);
  const refused = (message: string) => toast({ title: t('adminRentals.actions.refused'), description: message, variant: 'error', duration: ERROR_TOAST_DURATION });
  const confirm = () => {
    const problem = endEarlyError(rental, null, lang);
    if (problem !== undefined) {
      setAsking(false);
      refused(problem);
      return;
    }
    end.mutate(
      { id: rental.id, pickupDate: null },
      {
        onSuccess: () => {
          setAsking(false);
          toast({ title: t('adminRentals.actions.end.done', { number: rental.orderNumber }) });
        },
        onError: (error) => {
          setAsking(false);
          refused(refusalMessage(error, t('adminRentals.actions.failed')));
        },
      },
    );
  };
  return (
    <div className="space-y-2 rounded-md border border-slate-200 p-4" data-testid="rental-end-undelivered">
      <h3 className="font-semibold text-slate-900">{t('adminRentals.actions.end.undeliveredTitle')}</h3>
      <p className="text-sm text-slate-600">{t('adminRentals.actions.end.undeliveredHint')}</p>
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        {t('adminRentals.actions.end.undeliveredSubmit')}
      </button>
      {asking ? (
        <AlertDialog
          title={t('adminRentals.actions.end.confirmTitle', { number: rental.orderNumber })}
          text={t('adminRentals.actions.end.confirmText')}
          labels={{ cancel: t('adminRentals.actions.end.cancel'), confirm: t('adminRentals.actions.end.confirm'), busy: t('adminRentals.actions.sending') }}
          busy={end.isPending}
          dismissable
          onCancel={() => setAsking(false)}
          onConfirm={confirm}
        />
      ) : null}
    </div>
  );
};
