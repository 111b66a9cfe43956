import { useEffect, useRef } from 'react';
import type { Language } from '../../../../../domain/shared/language.js';
import { ApiError } from '../../../shared/remote/http.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { useRental } from '../hooks/use-rentals-queries.js';
import { RentalActions } from './rental-actions.js';
import { RentalPeriodsTable } from './rental-periods-table.js';
import { RentalSummary } from './rental-summary.js';

interface RentalPanelProps {
  readonly id: string;
  readonly lang: Language;
  readonly onClose: () => void;
}

/** Beside the list: one contract, its periods and invoices, and what can be done with it now. */
export const RentalPanel = ({ id, lang, onClose }: RentalPanelProps) => {
  const { t } = useTranslation();
  const rental = useRental(id, lang);
  const section = useRef<HTMLElement>(null);
  // Opened from the list above it: brought into view (jsdom has no scrolling).
  useEffect(() => {
    const element = section.current;
    if (element !== null && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [id]);
  const title = rental.data === undefined ? t('adminRentals.detail.loading') : t('adminRentals.detail.title', { number: rental.data.orderNumber });
  const body = () => {
    if (rental.isPending) {
      return (
        <p role="status" className="text-slate-600">
          {t('adminRentals.detail.loading')}
        </p>
      );
    }
    if (rental.isError) {
      return (
        <p role="alert" className="text-red-700">
          {rental.error instanceof ApiError && rental.error.status === 404 ? t('adminRentals.detail.notFound') : t('adminRentals.detail.loadError')}
        </p>
      );
    }
    return (
      <div className="space-y-6">
        <RentalSummary rental={rental.data} lang={lang} />
        <section aria-labelledby="rental-periods-title" className="space-y-2">
          <h3 id="rental-periods-title" className="text-lg font-semibold text-slate-900">
            {t('adminRentals.periods.title')}
          </h3>
          <RentalPeriodsTable rental={rental.data} lang={lang} />
        </section>
        <section aria-labelledby="rental-actions-title" className="space-y-2">
          <h3 id="rental-actions-title" className="text-lg font-semibold text-slate-900">
            {t('adminRentals.actions.title')}
          </h3>
          <RentalActions rental={rental.data} lang={lang} />
        </section>
      </div>
    );
  };
  return (
    <section ref={section} aria-label={title} data-testid="rental-panel" className="scroll-mt-20 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex items-start justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          {t('adminRentals.detail.close')}
        </button>
      </div>
      {body()}
    </section>
  );
};
