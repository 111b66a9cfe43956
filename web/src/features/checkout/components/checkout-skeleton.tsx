import { useTranslation } from '../../../shared/translation/index.js';

/** Placeholders while the cart loads. */
export const CheckoutSkeleton = () => {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]" role="status" aria-busy="true" aria-label={t('checkout.loading')}>
      <div className="space-y-4">
        <div className="h-40 animate-pulse rounded-lg bg-slate-200" />
        <div className="h-96 animate-pulse rounded-lg bg-slate-200" />
      </div>
      <div className="h-72 animate-pulse rounded-lg bg-slate-200" />
    </div>
  );
};
