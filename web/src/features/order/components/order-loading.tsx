import { useTranslation } from '../../../shared/translation/index.js';

/** While the order is looked up. */
export const OrderLoading = () => {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col items-center gap-4 rounded-lg border border-slate-200 bg-white p-10">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand" aria-hidden="true" />
      <p className="text-slate-700">{t('order.loading')}</p>
    </div>
  );
};
