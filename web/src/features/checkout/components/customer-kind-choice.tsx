import { useTranslation } from '../../../shared/translation/index.js';
import { CUSTOMER_KINDS, type CustomerKind } from '../../../../../domain/vat/vat-treatment.js';

/** Private or business, as a radio group: business asks for the company name and VAT number. */
export const CustomerKindChoice = ({ value, onChange }: { readonly value: CustomerKind; readonly onChange: (kind: CustomerKind) => void }) => {
  const { t } = useTranslation();
  return (
    <fieldset className="mb-4">
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('checkout.customer.title')}</legend>
      <div className="flex flex-wrap gap-3">
        {CUSTOMER_KINDS.map((kind) => (
          <label
            key={kind}
            className={`flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm font-medium ${value === kind ? 'border-brand bg-blue-50 text-slate-900' : 'border-slate-300 text-slate-700'}`}
          >
            <input type="radio" name="customerKind" value={kind} checked={value === kind} onChange={() => onChange(kind)} className="h-4 w-4 text-brand" />
            {t(`checkout.customer.${kind}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
};
