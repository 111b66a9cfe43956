import type { ReactNode } from 'react';
import { useTranslation } from '../translation/index.js';

interface LoadStateProps {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

/** Loading and error states of an admin screen's data; the children once it is there. */
export const LoadState = ({ isPending, isError, onRetry, children }: LoadStateProps) => {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <p role="status" aria-busy="true" className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">
        {t('adminContent.loading')}
      </p>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6">
        <p className="text-red-800">{t('adminContent.loadFailed')}</p>
        <button type="button" onClick={onRetry} className="mt-3 rounded-md bg-blue-800 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
          {t('adminContent.retry')}
        </button>
      </div>
    );
  }
  return <>{children}</>;
};
