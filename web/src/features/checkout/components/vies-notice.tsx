import { refusalMessage } from '../../../shared/form/field-errors.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { VatDetailJson } from '../../../shared/vat/vat-json.js';

interface ViesNoticeProps {
  readonly vat: VatDetailJson;
  readonly checking: boolean;
  /** The cart could not be priced for the business (useCustomerCart's `failure`): the server's words, or "unavailable". */
  readonly failure: unknown;
  readonly onRetry: () => void;
}

/** What VIES said about the business's number: checking, confirmed, not registered, or unavailable (or not asked) with a retry. */
export const ViesNotice = ({ vat, checking, failure, onRetry }: ViesNoticeProps) => {
  const { t } = useTranslation();
  if (checking) {
    return (
      <p role="status" className="text-xs text-slate-600">
        {t('checkout.vat.checking')}
      </p>
    );
  }
  if (failure !== null) return <ViesRetry message={refusalMessage(failure, t('checkout.vat.unavailable'))} onRetry={onRetry} />;
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
  return <ViesRetry message={t('checkout.vat.unavailable')} onRetry={onRetry} />;
};

/** Why the number could not be checked, with a button to ask again; the cart keeps VAT meanwhile. */
const ViesRetry = ({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-2 rounded-md border border-amber-200 bg-amber-50 p-2 text-xs text-amber-900" data-testid="vies-unavailable">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="rounded-md border border-amber-300 bg-white px-3 py-1 font-semibold text-amber-900 hover:bg-amber-100">
        {t('checkout.vat.retry')}
      </button>
    </div>
  );
};
