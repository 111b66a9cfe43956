import { useTranslation } from '../../../shared/translation/index.js';

/** The loading placeholder of the detail page. */
export const ProductDetailSkeleton = () => {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl animate-pulse px-4 py-8 sm:px-6 lg:px-8" role="status" aria-busy="true" aria-label={t('product.loading')}>
      <div className="mb-6 h-4 w-40 rounded bg-slate-200" />
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="aspect-[4/3] rounded-lg bg-slate-200" />
        <div className="space-y-4">
          <div className="h-8 w-3/4 rounded bg-slate-200" />
          <div className="h-4 w-1/3 rounded bg-slate-200" />
          <div className="grid grid-cols-2 gap-3">
            <div className="h-20 rounded-lg bg-slate-200" />
            <div className="h-20 rounded-lg bg-slate-200" />
          </div>
          <div className="h-40 rounded-lg bg-slate-200" />
        </div>
      </div>
    </div>
  );
};
