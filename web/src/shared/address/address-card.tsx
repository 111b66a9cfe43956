import type { ReactNode } from 'react';
import { useTranslation } from '../translation/index.js';
import type { CheckoutCountry } from '../../../../domain/forms/checkout-form.js';

interface AddressLines {
  readonly companyName: string | null;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: CheckoutCountry;
}

interface AddressCardProps {
  readonly title: string;
  readonly address: AddressLines | null;
  /** Lines above the address (name) and below it (email, phone, VAT number). */
  readonly before?: ReactNode;
  readonly after?: ReactNode;
  /** Its title's level in the page's outline: under the confirmation's h1 a 2, under a detail's h2 a 3. */
  readonly headingLevel?: 2 | 3;
}

/** One address of the order; null reads 'Same as the shipping address'. */
export const AddressCard = ({ title, address, before, after, headingLevel = 2 }: AddressCardProps) => {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="rounded-md border border-slate-200 p-4">
      <Heading className="mb-2 font-semibold text-slate-900">{title}</Heading>
      {address === null ? (
        <p className="text-sm text-slate-600">{t('order.sameAsShipping')}</p>
      ) : (
        <address className="space-y-0.5 text-sm text-slate-700 not-italic">
          {before}
          {address.companyName === null ? null : <span className="block">{address.companyName}</span>}
          <span className="block">{address.street}</span>
          <span className="block">
            {address.postalCode} {address.city}
          </span>
          <span className="block">{t(`order.countries.${address.country}`)}</span>
          {after}
        </address>
      )}
    </div>
  );
};
