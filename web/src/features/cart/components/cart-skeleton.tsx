import { useTranslation } from '../../../shared/translation/index.js';

/** Grey placeholders in the shape of the lines and the summary while the cart loads. */
export const CartSkeleton = () => {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]" aria-busy="true" aria-label={t('cart.loading')} role="status">
      <ul className="space-y-4">
        {[0, 1, 2].map((index) => (
          <li key={index} className="animate-pulse space-y-3 rounded-lg border border-slate-200 bg-white p-4">
            <div className="h-5 w-1/2 rounded bg-slate-200" />
            <div className="h-4 w-2/3 rounded bg-slate-200" />
            <div className="h-4 w-1/3 rounded bg-slate-200" />
            <div className="flex justify-between">
              <div className="h-9 w-28 rounded bg-slate-200" />
              <div className="h-6 w-20 rounded bg-slate-200" />
            </div>
          </li>
        ))}
      </ul>
      <div className="h-64 animate-pulse rounded-lg border border-slate-200 bg-slate-100" />
    </div>
  );
};
