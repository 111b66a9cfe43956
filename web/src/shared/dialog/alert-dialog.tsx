import { useId, useRef } from 'react';
import { useFocusTrap } from './use-focus-trap.js';

export interface AlertDialogLabels {
  readonly cancel: string;
  readonly confirm: string;
  /** Shown on the confirm button while the action runs. */
  readonly busy: string;
}

interface AlertDialogProps {
  readonly title: string;
  readonly text: string;
  readonly labels: AlertDialogLabels;
  readonly busy: boolean;
  /** False: Escape and clicks outside do nothing, only the two buttons close it. */
  readonly dismissable: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
  readonly backdropTestId?: string;
}

const ignore = () => undefined;

/** Asks before a destructive action: focus starts on Cancel and stays inside; the confirm button is red. */
export const AlertDialog = ({ title, text, labels, busy, dismissable, onCancel, onConfirm, backdropTestId }: AlertDialogProps) => {
  const dialog = useRef<HTMLDivElement>(null);
  const id = useId();
  useFocusTrap(dialog, true, dismissable ? onCancel : ignore);
  return (
    <div className="fixed inset-0 z-[90] flex items-end justify-center bg-black/50 p-4 sm:items-center" onClick={dismissable ? onCancel : undefined} data-testid={backdropTestId}>
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
            disabled={busy && !dismissable}
            className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-50"
          >
            {labels.cancel}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-50"
          >
            {busy ? labels.busy : labels.confirm}
          </button>
        </div>
      </div>
    </div>
  );
};
