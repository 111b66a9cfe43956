import { useId, useRef } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { useFocusTrap } from '../../cookies/use-focus-trap.js';

interface ConfirmDialogProps {
  readonly title: string;
  readonly text: string;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** Asks before something is deleted; focus starts on Cancel and stays inside; Escape cancels. */
export const ConfirmDialog = ({ title, text, busy, onCancel, onConfirm }: ConfirmDialogProps) => {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const id = useId();
  useFocusTrap(dialog, true, onCancel);
  return (
    <div className="fixed inset-0 z-[90] flex items-end justify-center bg-black/50 p-4 sm:items-center" onClick={onCancel}>
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <p id={`${id}-text`} className="mt-2 text-sm text-slate-600">
          {text}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onCancel}
            className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            {t('adminContent.delete.cancel')}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-50"
          >
            {busy ? t('adminContent.delete.deleting') : t('adminContent.delete.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
};
