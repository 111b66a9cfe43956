import { useId, useRef } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { useFocusTrap } from '../../cookies/use-focus-trap.js';

interface DeleteProductDialogProps {
  readonly title: string;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** Escape and clicks outside are ignored on purpose: the spec's confirmation cannot be dismissed that way. */
const ignore = () => undefined;

/** 'Are you sure?' before a product is deleted; only Cancel or Delete close it; focus stays inside. */
export const DeleteProductDialog = ({ title, busy, onCancel, onConfirm }: DeleteProductDialogProps) => {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const id = useId();
  useFocusTrap(dialog, true, ignore);
  return (
    <div className="fixed inset-0 z-[90] flex items-end justify-center bg-black/50 p-4 sm:items-center" data-testid="delete-product-backdrop">
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl"
      >
        <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
          {t('adminProducts.delete.title')}
        </h2>
        <p id={`${id}-text`} className="mt-2 text-sm text-slate-600">
          {t('adminProducts.delete.text', { title })}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onCancel}
            disabled={busy}
            className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-50"
          >
            {t('adminProducts.delete.cancel')}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-50"
          >
            {busy ? t('adminProducts.delete.deleting') : t('adminProducts.delete.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
};
