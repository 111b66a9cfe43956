import { useTranslation } from '../../../shared/translation/index.js';

/** Loading, not found or failed, with a retry for a failure. */
export const PageMessage = ({ role, text, onRetry }: { readonly role: 'status' | 'alert'; readonly text: string; readonly onRetry?: () => void }) => {
  const { t } = useTranslation();
  return (
    <div role={role} className={`flex flex-col items-center gap-3 rounded-md border p-6 text-center ${role === 'alert' ? 'border-red-200 bg-red-50 text-red-800' : 'border-slate-200 text-slate-600'}`}>
      <p>{text}</p>
      {onRetry === undefined ? null : (
        <button type="button" onClick={onRetry} className="rounded-md bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900">
          {t('adminOffers.list.retry')}
        </button>
      )}
    </div>
  );
};
