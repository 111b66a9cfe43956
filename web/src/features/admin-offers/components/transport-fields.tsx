import { DELIVERY_OPTIONS } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { centsToEuros } from '../../../../../domain/shared/money.js';
import { TRANSPORT_COUNTRIES, TRANSPORT_COUNTRY_NAMES } from '../../../../../domain/transport/transport-country.js';
import { CheckboxField, InputField, SelectField } from '../../../shared/form/index.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { OfferTransportValues, TransportChoice } from '../form/offer-form-values.js';
import type { TransportPriceState } from '../form/offer-live-totals.js';
import { fieldId, type OfferForm } from '../hooks/use-offer-form.js';
import { Section } from './section.js';

const CHOICES: readonly TransportChoice[] = ['none', ...DELIVERY_OPTIONS];

/** What the tables say for the destination, under the transport fields. */
const TablePrice = ({ state, lang }: { readonly state: TransportPriceState; readonly lang: Language }) => {
  const { t } = useTranslation();
  if (state.kind === 'pending') return <p className="text-sm text-slate-600" role="status">{t('adminOffers.transport.pricing')}</p>;
  if (state.kind === 'unpriced') return <p className="text-sm text-amber-800" role="status">{t('adminOffers.transport.unpriced')}</p>;
  if (state.kind === 'price') return <p className="text-sm text-slate-700" data-testid="offer-transport-table-price">{t('adminOffers.transport.tablePrice', { price: formatMoney(centsToEuros(state.cents), lang) })}</p>;
  return null;
};

/** The transport line: none, a pickup at the depot, or a delivery priced from the transport tables for the destination (or overridden). */
export const TransportFields = ({ form, price, lang }: { readonly form: OfferForm; readonly price: TransportPriceState; readonly lang: Language }) => {
  const { t } = useTranslation();
  const { transport } = form.values;
  const setTransport = (change: Partial<OfferTransportValues>) => form.update((values) => ({ ...values, transport: { ...values.transport, ...change } }));
  const delivered = transport.option === 'truck' || transport.option === 'truck_with_crane';
  return (
    <Section title={t('adminOffers.transport.title')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          id={fieldId('transport.option')}
          label={t('adminOffers.transport.option')}
          value={transport.option}
          options={CHOICES.map((choice) => ({ value: choice, label: t(`adminOffers.transport.options.${choice}`) }))}
          error={form.errors['transport.option']}
          onValueChange={(option) => setTransport({ option })}
        />
        {delivered ? (
          <>
            <SelectField
              id={fieldId('transport.country')}
              label={t('adminOffers.transport.country')}
              value={transport.country}
              options={TRANSPORT_COUNTRIES.map((country) => ({ value: country, label: TRANSPORT_COUNTRY_NAMES[country][lang] }))}
              error={form.errors['transport.country']}
              onValueChange={(country) => setTransport({ country })}
            />
            <InputField id={fieldId('transport.postcode')} label={t('adminOffers.transport.postcode')} value={transport.postcode} error={form.errors['transport.postcode']} required onValueChange={(postcode) => setTransport({ postcode })} />
          </>
        ) : null}
      </div>
      {transport.option === 'none' ? null : (
        <div className="mt-4 space-y-3">
          <CheckboxField label={t('adminOffers.transport.override')} checked={transport.override} onCheckedChange={(override) => setTransport({ override })} />
          {transport.override ? (
            <div className="max-w-xs">
              <InputField id={fieldId('transport.price')} label={t('adminOffers.transport.price')} inputMode="decimal" value={transport.price} error={form.errors['transport.price']} required onValueChange={(value) => setTransport({ price: value })} />
            </div>
          ) : (
            <>
              {delivered ? <TablePrice state={price} lang={lang} /> : null}
              {form.errors['transport.price'] === undefined ? null : <p className="text-sm text-red-600">{form.errors['transport.price']}</p>}
            </>
          )}
        </div>
      )}
    </Section>
  );
};
