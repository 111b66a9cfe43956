import { useTranslation } from '../../../shared/translation/index.js';

/** A full-page message (error or empty) with a refresh button. */
export const StatePanel = ({ title, text, tone, onRefresh }: { readonly title: string; readonly text: string; readonly tone: 'error' | 'neutral'; readonly onRefresh: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center" role={tone === 'error' ? 'alert' : undefined}>
      <h1 className={`text-3xl font-bold ${tone === 'error' ? 'text-red-700' : 'text-slate-900'}`}>{title}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <button type="button" onClick={onRefresh} className="mt-6 rounded-md bg-blue-800 px-6 py-3 font-semibold text-white hover:bg-blue-900">
        {t('home.refresh')}
      </button>
    </div>
  );
};
