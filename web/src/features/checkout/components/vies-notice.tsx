import { useTranslation } from '../../../shared/translation/index.js';
import type { VatDetailJson } from '../../../shared/vat/vat-json.js';

/** What VIES said about the business's number: checking, confirmed, not registered, or unavailable with a retry. */
export const ViesNotice = ({ vat, checking, onRetry }: { readonly vat: VatDetailJson; readonly checking: boolean; readonly onRetry: () => void }) => {
  const { t } = useTranslation();
  if (checking) {
    return (
      <p role="status" className="text-xs text-slate-600">
        {t('checkout.vat.checking')}
      </p>
    );
  }
  if (vat.customerKind !== 'business' || vat.vatNumber === null) return null;
  if (vat.vatNumberCheck === 'confirmed') {
    return (
      <p role="status" className="text-xs text-emerald-800">
        {t('checkout.vat.confirmed')}
      </p>
    );
  }
  if (vat.vatNumberCheck === 'not_registered') {
    return (
      <p role="status" className="rounded-md border border-amber-200 bg-amber-50 p-2 text-xs text-amber-900">
        {t('checkout.vat.notRegistered')}
      </p>
    );
  }
  return (
    <div role="status" className="space-y-2 rounded-md border border-amber-200 bg-amber-50 p-2 text-xs text-amber-900" data-testid="vies-unavailable">
      <p>{t('checkout.vat.unavailable')}</p>
      <button type="button" onClick={onRetry} className="rounded-md border border-amber-300 bg-white px-3 py-1 font-semibold text-amber-900 hover:bg-amber-100">
        {t('checkout.vat.retry')}
      </button>
    </div>
  );
};
