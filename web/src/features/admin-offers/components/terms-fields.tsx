import { OFFER_PAYMENT_METHODS, type OfferPaymentMethod } from '../../../../../domain/offers/offer-terms.js';
import { CheckboxField, InputField, SelectField, TextAreaField } from '../../../shared/form/index.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { DiscountKind } from '../form/offer-form-values.js';
import { fieldId, type OfferForm } from '../hooks/use-offer-form.js';
import { Section } from './section.js';

const DISCOUNT_KINDS: readonly DiscountKind[] = ['none', 'percent', 'amount'];

/** The whole-offer discount, the validity, the note to the customer and the payments offered. */
export const TermsFields = ({ form }: { readonly form: OfferForm }) => {
  const { t } = useTranslation();
  const { values } = form;
  const discountField = values.discountKind === 'percent' ? 'discount.percent' : 'discount.amount';
  const togglePayment = (method: OfferPaymentMethod, on: boolean) =>
    form.update((current) => ({ ...current, paymentMethods: OFFER_PAYMENT_METHODS.filter((candidate) => (candidate === method ? on : current.paymentMethods.includes(candidate))) }));
  return (
    <Section title={t('adminOffers.terms.title')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField<DiscountKind>
          id={fieldId('discountKind')}
          label={t('adminOffers.terms.discountKind')}
          value={values.discountKind}
          options={DISCOUNT_KINDS.map((kind) => ({ value: kind, label: t(`adminOffers.discountKinds.${kind}`) }))}
          onValueChange={(discountKind) => form.update((current) => ({ ...current, discountKind }))}
        />
        {values.discountKind === 'none' ? null : (
          <InputField
            id={fieldId(discountField)}
            label={t(values.discountKind === 'percent' ? 'adminOffers.terms.discountPercent' : 'adminOffers.terms.discountAmount')}
            inputMode="decimal"
            value={values.discount}
            error={form.errors['discount.percent'] ?? form.errors['discount.amount']}
            onValueChange={(discount) => form.update((current) => ({ ...current, discount }))}
          />
        )}
        <InputField
          id={fieldId('validUntil')}
          label={t('adminOffers.terms.validUntil')}
          type="date"
          value={values.validUntil}
          error={form.errors['validUntil']}
          hint={t('adminOffers.terms.validityDefault')}
          onValueChange={(validUntil) => form.update((current) => ({ ...current, validUntil }))}
        />
      </div>
      <div className="mt-4">
        <TextAreaField id={fieldId('note')} label={t('adminOffers.terms.note')} rows={4} value={values.note} error={form.errors['note']} onValueChange={(note) => form.update((current) => ({ ...current, note }))} />
      </div>
      <fieldset className="mt-4" aria-describedby={form.errors['paymentMethods'] === undefined ? undefined : 'offer-paymentMethods-error'}>
        <legend className="text-sm font-medium text-slate-700">{t('adminOffers.terms.paymentMethods')}</legend>
        <div id={fieldId('paymentMethods')} tabIndex={-1} className="mt-1 flex flex-wrap gap-4">
          {OFFER_PAYMENT_METHODS.map((method) => (
            <CheckboxField key={method} label={t(`adminOffers.paymentMethods.${method}`)} checked={values.paymentMethods.includes(method)} onCheckedChange={(on) => togglePayment(method, on)} />
          ))}
        </div>
        {form.errors['paymentMethods'] === undefined ? null : (
          <p id="offer-paymentMethods-error" className="mt-1 text-sm text-red-600">
            {form.errors['paymentMethods']}
          </p>
        )}
      </fieldset>
    </Section>
  );
};
