import { useTranslation } from '../../../../shared/translation/index.js';

interface CookieBannerProps {
  readonly onAcceptAll: () => void;
  readonly onRejectAll: () => void;
  readonly onCustomize: () => void;
}

/** The bottom bar shown until the visitor chooses; closing it counts as Reject All. */
export const CookieBanner = ({ onAcceptAll, onRejectAll, onCustomize }: CookieBannerProps) => {
  const { t } = useTranslation();
  return (
    <section aria-label={t('cookies.banner.label')} className="fixed inset-x-0 bottom-0 z-[80] border-t border-slate-200 bg-white p-4 shadow-[0_-4px_20px_rgba(0,0,0,0.08)]">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 pr-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="font-semibold text-slate-900">{t('cookies.banner.title')}</h2>
          <p className="text-sm text-slate-600">{t('cookies.banner.text')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={onCustomize} className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
            {t('cookies.banner.customize')}
          </button>
          <button type="button" onClick={onRejectAll} className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
            {t('cookies.banner.rejectAll')}
          </button>
          <button type="button" onClick={onAcceptAll} className="rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800">
            {t('cookies.banner.acceptAll')}
          </button>
        </div>
      </div>
      <button type="button" onClick={onRejectAll} aria-label={t('cookies.banner.close')} className="absolute right-2 top-2 rounded p-2 leading-none text-slate-500 hover:text-slate-900">
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
};
