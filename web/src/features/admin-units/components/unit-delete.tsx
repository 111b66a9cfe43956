import { useState } from 'react';
import type { Language } from '../../../../../domain/shared/language.js';
import { AlertDialog } from '../../../shared/dialog/alert-dialog.js';
import { ApiError } from '../../../shared/remote/http.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { useDeleteUnit } from '../hooks/use-units-queries.js';
import type { UnitJson } from '../remote/unit-json.js';

/** Deleting a unit no order holds (typed wrongly, never came), after a confirmation; the panel closes when it is gone. */
export const UnitDelete = ({ unit, lang, onDeleted }: { readonly unit: UnitJson; readonly lang: Language; readonly onDeleted: () => void }) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const remove = useDeleteUnit(lang);
  const [asking, setAsking] = useState(false);
  if (unit.order !== null) return null;
  const confirm = () =>
    remove.mutate(unit.id, {
      onSuccess: () => {
        toast({ title: t('adminUnits.toast.deleted', { number: unit.displayNumber }) });
        onDeleted();
      },
      onError: (error) => {
        setAsking(false);
        toast({ title: t('adminUnits.toast.errorTitle'), description: error instanceof ApiError ? error.message : t('adminUnits.form.failed'), variant: 'error', duration: ERROR_TOAST_DURATION });
      },
    });
  return (
    <div className="border-t border-slate-200 pt-4">
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="rounded-md px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        {t('adminUnits.delete.open')}
      </button>
      {asking ? (
        <AlertDialog
          title={t('adminUnits.delete.title', { number: unit.displayNumber })}
          text={t('adminUnits.delete.text')}
          labels={{ cancel: t('adminUnits.delete.cancel'), confirm: t('adminUnits.delete.confirm'), busy: t('adminUnits.delete.busy') }}
          busy={remove.isPending}
          dismissable
          onCancel={() => setAsking(false)}
          onConfirm={confirm}
        />
      ) : null}
    </div>
  );
};
