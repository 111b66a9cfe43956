import { useId, type ChangeEvent } from 'react';
import type { Language } from '../../../../../domain/shared/language.js';
import { ApiError } from '../../../shared/remote/http.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { useAddUnitPhoto, useRemoveUnitPhoto } from '../hooks/use-units-queries.js';
import type { UnitJson } from '../remote/unit-json.js';

/** A unit's photos (in the shop's file storage): add one at a time, remove any; the server checks type and size. */
export const UnitPhotos = ({ unit, lang }: { readonly unit: UnitJson; readonly lang: Language }) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const add = useAddUnitPhoto(lang);
  const remove = useRemoveUnitPhoto(lang);
  const inputId = useId();
  const failed = (error: unknown) =>
    toast({ title: t('adminUnits.toast.errorTitle'), description: error instanceof ApiError ? error.message : t('adminUnits.form.failed'), variant: 'error', duration: ERROR_TOAST_DURATION });

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file !== undefined) add.mutate({ id: unit.id, file }, { onSuccess: () => toast({ title: t('adminUnits.toast.photoAdded') }), onError: failed });
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-3 border-t border-slate-200 pt-4">
      <h3 id={`${inputId}-title`} className="font-semibold text-slate-900">
        {t('adminUnits.photos.title')}
      </h3>
      {unit.photos.length === 0 ? (
        <p className="text-sm text-slate-600">{t('adminUnits.photos.none')}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2">
          {unit.photos.map((photo, index) => (
            <li key={photo.id} className="space-y-1">
              <img src={photo.url} alt={t('adminUnits.photos.alt', { index: index + 1, number: unit.displayNumber })} className="aspect-square w-full rounded-md border border-slate-200 object-cover" loading="lazy" />
              <button
                type="button"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ id: unit.id, photoId: photo.id }, { onSuccess: () => toast({ title: t('adminUnits.toast.photoRemoved') }), onError: failed })}
                className="w-full rounded-md px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-50"
              >
                {t('adminUnits.photos.remove', { index: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          {add.isPending ? t('adminUnits.photos.adding') : t('adminUnits.photos.add')}
        </label>
        <input id={inputId} type="file" accept="image/jpeg,image/png,image/webp" disabled={add.isPending} onChange={upload} aria-describedby={`${inputId}-hint`} className="mt-1 block w-full text-sm text-slate-700" />
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-500">
          {t('adminUnits.photos.hint')}
        </p>
      </div>
    </section>
  );
};
