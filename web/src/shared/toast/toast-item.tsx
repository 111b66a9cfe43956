import { useEffect } from 'react';
import { useTranslation } from '../translation/index.js';
import { DEFAULT_TOAST_DURATION, type Toast } from './toast-context.js';

interface ToastItemProps {
  readonly toast: Toast;
  readonly onDismiss: (id: number) => void;
}

/** One toast; closes itself after its duration. */
export const ToastItem = ({ toast, onDismiss }: ToastItemProps) => {
  const { t } = useTranslation();
  const { id, title, description, action, variant = 'default', duration = DEFAULT_TOAST_DURATION } = toast;
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(id), duration);
    return () => window.clearTimeout(timer);
  }, [id, duration, onDismiss]);
  const isError = variant === 'error';
  return (
    <div
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg ${
        isError ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900'
      }`}
    >
      <div className="flex-1">
        <p className="font-semibold">{title}</p>
        {description === undefined ? null : <p className="mt-1 text-sm opacity-90">{description}</p>}
        {action === undefined ? null : (
          <button
            type="button"
            className="mt-2 rounded-md border border-current px-3 py-1 text-sm font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            onClick={() => {
              action.onClick();
              onDismiss(id);
            }}
          >
            {action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        aria-label={t('shell.toast.close')}
        className="rounded p-1 leading-none opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-blue-600"
        onClick={() => onDismiss(id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
};
