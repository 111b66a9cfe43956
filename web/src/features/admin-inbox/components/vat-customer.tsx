import { useTranslation } from '../../../shared/translation/index.js';
import type { AdminVatDetailJson } from '../remote/inbox-json.js';

/** Who the customer was for VAT: private or business, the VAT number and what VIES answered (with its consultation number as proof). */
export const VatCustomer = ({ vat }: { readonly vat: AdminVatDetailJson }) => {
  const { t } = useTranslation();
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="admin-order-vat-customer">
      <dt className="text-slate-600">{t(`adminInbox.orders.customerKind.${vat.customerKind}`)}</dt>
      <dd>{vat.companyName ?? ''}</dd>
      {vat.vatNumber === null ? null : (
        <>
          <dt className="text-slate-600">{t('adminInbox.orders.vatNumber')}</dt>
          <dd className="font-mono">{vat.vatNumber}</dd>
          <dt className="text-slate-600">{t('adminInbox.orders.vies')}</dt>
          <dd>
            {t(`adminInbox.orders.viesStatus.${vat.vatNumberCheck}`)}
            {vat.viesConsultation === null ? null : <span className="block text-slate-600">{t('adminInbox.orders.consultation', { number: vat.viesConsultation })}</span>}
          </dd>
        </>
      )}
    </dl>
  );
};
