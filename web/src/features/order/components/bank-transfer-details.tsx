import { useTranslation } from '../../../shared/translation/index.js';
import { COMPANY } from '../../../shared/company.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { formatMoney } from '../../../shared/money/format-money.js';

interface BankTransferDetailsProps {
  readonly total: number;
  readonly communication: string;
  readonly lang: Language;
}

/** How to pay a bank-transfer order: the same IBAN, BIC and structured communication as the email. */
export const BankTransferDetails = ({ total, communication, lang }: BankTransferDetailsProps) => {
  const { t } = useTranslation();
  return (
    <section className="rounded-md border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950" aria-labelledby="bank-transfer-title">
      <h2 id="bank-transfer-title" className="mb-2 font-semibold">
        {t('order.bank.title')}
      </h2>
      <p className="mb-3">{t('order.bank.intro', { amount: formatMoney(total, lang) })}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-blue-900/80">{t('order.bank.beneficiary')}</dt>
        <dd className="font-medium">{COMPANY.legalName}</dd>
        <dt className="text-blue-900/80">IBAN</dt>
        <dd className="font-mono font-medium">{COMPANY.iban}</dd>
        <dt className="text-blue-900/80">BIC</dt>
        <dd className="font-mono font-medium">{COMPANY.bic}</dd>
        <dt className="text-blue-900/80">{t('order.bank.communication')}</dt>
        <dd className="font-mono font-medium" data-testid="structured-communication">
          {communication}
        </dd>
      </dl>
    </section>
  );
};
