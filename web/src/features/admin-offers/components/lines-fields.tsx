import { MAX_OFFER_LINES } from '../../../../../domain/offers/offer-terms.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { emptyLine, type OfferLineValues } from '../form/offer-form-values.js';
import type { LiveTotals } from '../form/offer-live-totals.js';
import type { OfferForm } from '../hooks/use-offer-form.js';
import type { OfferProductJson } from '../remote/offer-products.js';
import { LineRow } from './line-row.js';
import { Section } from './section.js';

const ADD_BUTTON =
  'rounded-md border border-blue-800 px-3 py-1.5 text-sm font-semibold text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-50';

interface LinesFieldsProps {
  readonly form: OfferForm;
  readonly products: readonly OfferProductJson[];
  readonly totals: LiveTotals;
  readonly lang: Language;
}

/** The offer's lines: containers from the catalogue and free lines (a modification, a service), each with its live net. */
export const LinesFields = ({ form, products, totals, lang }: LinesFieldsProps) => {
  const { t } = useTranslation();
  const { lines } = form.values;
  const setLines = (change: (lines: readonly OfferLineValues[]) => readonly OfferLineValues[]) => form.update((values) => ({ ...values, lines: change(values.lines) }));
  const full = lines.length >= MAX_OFFER_LINES;
  const netOf = (index: number): number | null => {
    const priced = totals.pricedIndex[index];
    return priced === null || priced === undefined ? null : (totals.priced.lines[priced]?.net ?? null);
  };
  return (
    <Section
      title={t('adminOffers.lines.title')}
      actions={
        <div className="flex flex-wrap gap-2">
          <button type="button" className={ADD_BUTTON} disabled={full} onClick={() => setLines((current) => [...current, emptyLine('product')])}>
            {t('adminOffers.lines.addProduct')}
          </button>
          <button type="button" className={ADD_BUTTON} disabled={full} onClick={() => setLines((current) => [...current, emptyLine('free')])}>
            {t('adminOffers.lines.addFree')}
          </button>
        </div>
      }
    >
      {form.errors['lines'] === undefined ? null : (
        <p id="offer-lines" tabIndex={-1} className="mb-3 text-sm text-red-600">
          {form.errors['lines']}
        </p>
      )}
      {lines.length === 0 ? <p className="text-sm text-slate-600">{t('adminOffers.lines.empty')}</p> : null}
      <ol className="space-y-4">
        {lines.map((line, index) => (
          <LineRow
            key={line.key}
            form={form}
            index={index}
            products={products}
            net={netOf(index)}
            lang={lang}
            onChange={(change) => setLines((current) => current.map((candidate, at) => (at === index ? { ...candidate, ...change } : candidate)))}
            onRemove={() => setLines((current) => current.filter((_, at) => at !== index))}
          />
        ))}
      </ol>
    </Section>
  );
};
