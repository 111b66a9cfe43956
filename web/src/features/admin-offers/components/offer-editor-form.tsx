import { useQuery } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { belgianDay } from '../../../../../domain/shared/belgian-day.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { liveOfferTotals } from '../form/offer-live-totals.js';
import type { OfferForm } from '../hooks/use-offer-form.js';
import { useTransportPrice } from '../hooks/use-transport-price.js';
import { conditionsById, listOfferProducts } from '../remote/offer-products.js';
import { CustomerFields } from './customer-fields.js';
import { LinesFields } from './lines-fields.js';
import { LiveTotalsPanel, type SavedTotals } from './live-totals-panel.js';
import { TermsFields } from './terms-fields.js';
import { TransportFields } from './transport-fields.js';

interface OfferEditorFormProps {
  readonly form: OfferForm;
  readonly lang: Language;
  /** The server's figures of the last save; null for a new offer. */
  readonly saved: SavedTotals | null;
  /** The One-Stop-Shop setting the server last priced with (on by default). */
  readonly ossEnabled: boolean;
  readonly onSubmit: () => void;
  /** The buttons under the form (save, send, cancel). */
  readonly actions: ReactNode;
}

/** The offer editor: customer, lines, transport and terms, with the live totals beside them. */
export const OfferEditorForm = ({ form, lang, saved, ossEnabled, onSubmit, actions }: OfferEditorFormProps) => {
  const { t } = useTranslation();
  const products = useQuery({ queryKey: ['admin-offer-products', lang], queryFn: ({ signal }) => listOfferProducts(lang, signal), staleTime: 60_000 });
  const items = products.data ?? [];
  const transport = useTransportPrice(form.values, items, lang);
  const totals = liveOfferTotals({ values: form.values, productConditions: conditionsById(items), transport, ossEnabled, today: belgianDay(new Date()) });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[1fr_20rem]" aria-label={t('adminOffers.editor.formLabel')}>
      <div className="space-y-6">
        <CustomerFields form={form} />
        {products.isError ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {t('adminOffers.lines.productsError')}
          </p>
        ) : null}
        <LinesFields form={form} products={items} totals={totals} lang={lang} />
        <TransportFields form={form} price={transport} lang={lang} />
        <TermsFields form={form} />
        <div className="flex flex-wrap gap-3">{actions}</div>
      </div>
      <div className="lg:sticky lg:top-24 lg:self-start">
        <LiveTotalsPanel totals={totals} saved={saved} dirty={form.dirty} lang={lang} />
      </div>
    </form>
  );
};
