import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import type { ColorType } from '../../../../../domain/catalogue/product.js';
import { validateQuoteForm, type QuoteRequest } from '../../../../../domain/forms/quote-form.js';
import { QUOTE_MESSAGES } from '../../../../../domain/forms/quote-messages.js';
import { clampQuantity } from '../../../../../domain/pricing/quantity.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { ApiError } from '../../../shared/remote/http.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { QuoteField } from './quote-field.js';
import { checkVatCustomer, type VatCustomerForm } from '../../../../../domain/vat/vat-customer-form.js';
import { CUSTOMER_KINDS, type CustomerKind } from '../../../../../domain/vat/vat-treatment.js';
import type { TransportCountry } from '../../../../../domain/transport/transport-country.js';

type FieldName = 'customerName' | 'email' | 'phone' | 'companyName' | 'vatNumber' | 'quantityRequested' | 'ralColor' | 'deliveryAddress' | 'preferredDeliveryDate' | 'specialRequirements';
type Values = Readonly<Record<FieldName, string>>;

interface QuoteFormProps {
  readonly lang: Language;
  readonly colorType: ColorType;
  readonly initialQuantity: number;
  readonly initialRal: string;
  readonly submitting: boolean;
  /** The transport country chosen on the page, for a VAT number typed without its prefix. */
  readonly country: TransportCountry;
  /** Resolves on success (the dialog closes), rejects on failure (it stays open). */
  readonly onSubmit: (request: QuoteRequest, customer: VatCustomerForm) => Promise<void>;
  readonly onCancel: () => void;
}

const emptyValues = (quantity: number, ral: string): Values => ({
  customerName: '',
  email: '',
  phone: '',
  companyName: '',
  vatNumber: '',
  quantityRequested: String(quantity),
  ralColor: ral,
  deliveryAddress: '',
  preferredDeliveryDate: '',
  specialRequirements: '',
});

/** The quote form, checked with the domain's validateQuoteForm before it is sent. */
export const QuoteForm = ({ lang, colorType, initialQuantity, initialRal, submitting, country, onSubmit, onCancel }: QuoteFormProps) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [values, setValues] = useState<Values>(() => emptyValues(initialQuantity, initialRal));
  const [errors, setErrors] = useState<Readonly<Partial<Record<string, string>>>>({});
  const [customerKind, setCustomerKind] = useState<CustomerKind>('consumer');
  const set = (field: FieldName) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const wish = colorType === 'wish_color';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (wish && values.ralColor.trim() === '') {
      toast({ title: t('product.quote.errorTitle'), description: QUOTE_MESSAGES.ralRequired[lang], variant: 'error', duration: ERROR_TOAST_DURATION });
      setErrors({ ralColor: QUOTE_MESSAGES.ralRequired[lang] });
      return;
    }
    // A non-numeric quantity falls back to 1 (spec point 5).
    const quantity = /^\s*\d+\s*$/.test(values.quantityRequested) ? clampQuantity(Number(values.quantityRequested)) : 1;
    const checked = validateQuoteForm({ ...values, quantityRequested: quantity, colorType });
    const customer = checkVatCustomer({ kind: customerKind, companyName: values.companyName, vatNumber: values.vatNumber }, { requireBusinessDetails: true, country });
    if (!checked.ok || !customer.ok) {
      const fieldErrors = [...(checked.ok ? [] : checked.error.errors), ...(customer.ok ? [] : customer.error)];
      setErrors(Object.fromEntries(fieldErrors.map((error) => [error.field, error.message[lang]])));
      return;
    }
    setErrors({});
    try {
      await onSubmit(checked.value, customer.value);
      setValues(emptyValues(initialQuantity, ''));
    } catch (error) {
      if (error instanceof ApiError) setErrors(Object.fromEntries(error.fieldErrors.map((fieldError) => [fieldError.field.replace(/^customer\./, ''), fieldError.message])));
    }
  };

  const error = (field: FieldName): string | null => errors[field] ?? null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <fieldset className="flex flex-wrap items-center gap-3 text-sm">
        <legend className="sr-only">{t('product.quote.customer.title')}</legend>
        {CUSTOMER_KINDS.map((kind) => (
          <label key={kind} className="flex items-center gap-2 font-medium text-slate-800">
            <input type="radio" name="quote-customer-kind" value={kind} checked={customerKind === kind} onChange={() => setCustomerKind(kind)} className="h-4 w-4" />
            {t(`product.quote.customer.${kind}`)}
          </label>
        ))}
      </fieldset>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <QuoteField label={t('product.quote.fields.customerName')} value={values.customerName} onValue={set('customerName')} error={error('customerName')} required autoComplete="name" />
        <QuoteField label={t('product.quote.fields.email')} type="email" value={values.email} onValue={set('email')} error={error('email')} required autoComplete="email" />
        <QuoteField label={t('product.quote.fields.phone')} type="tel" value={values.phone} onValue={set('phone')} error={error('phone')} autoComplete="tel" />
        <QuoteField label={t('product.quote.fields.companyName')} value={values.companyName} onValue={set('companyName')} error={error('companyName')} required={customerKind === 'business'} autoComplete="organization" />
        {customerKind === 'business' ? (
          <QuoteField label={t('product.quote.fields.vatNumber')} value={values.vatNumber} onValue={set('vatNumber')} error={error('vatNumber')} required maxLength={40} />
        ) : null}
        <QuoteField label={t('product.quote.fields.quantityRequested')} type="number" min={1} max={100} value={values.quantityRequested} onValue={set('quantityRequested')} error={error('quantityRequested')} required />
        {wish ? (
          <QuoteField label={t('product.quote.fields.ralColor')} value={values.ralColor} onValue={set('ralColor')} error={error('ralColor')} required maxLength={50} />
        ) : null}
        <QuoteField label={t('product.quote.fields.preferredDeliveryDate')} type="date" value={values.preferredDeliveryDate} onValue={set('preferredDeliveryDate')} error={error('preferredDeliveryDate')} />
      </div>
      <QuoteField label={t('product.quote.fields.deliveryAddress')} multiline value={values.deliveryAddress} onValue={set('deliveryAddress')} error={error('deliveryAddress')} />
      <QuoteField label={t('product.quote.fields.specialRequirements')} multiline value={values.specialRequirements} onValue={set('specialRequirements')} error={error('specialRequirements')} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600">
          {t('product.quote.cancel')}
        </button>
        <button type="submit" disabled={submitting} aria-busy={submitting} className="rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
          {submitting ? t('product.quote.submitting') : t('product.quote.submit')}
        </button>
      </div>
    </form>
  );
};
