import { useEffect, useRef } from 'react';
import type { Language } from '../../../../../domain/shared/language.js';
import { DetailPanel, QueryDetail } from '../../../shared/detail-panel/index.js';
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
  return (
    <DetailPanel sectionRef={section} title={title} closeLabel={t('adminRentals.detail.close')} onClose={onClose} testId="rental-panel" className="scroll-mt-20">
      <QueryDetail query={rental} texts={{ loading: t('adminRentals.detail.loading'), notFound: t('adminRentals.detail.notFound'), error: t('adminRentals.detail.loadError') }}>
        {(data) => (
          <div className="space-y-6">
            <RentalSummary rental={data} lang={lang} />
            <section aria-labelledby="rental-periods-title" className="space-y-2">
              <h3 id="rental-periods-title" className="text-lg font-semibold text-slate-900">
                {t('adminRentals.periods.title')}
              </h3>
              <RentalPeriodsTable rental={data} lang={lang} />
            </section>
            <section aria-labelledby="rental-actions-title" className="space-y-2">
              <h3 id="rental-actions-title" className="text-lg font-semibold text-slate-900">
                {t('adminRentals.actions.title')}
              </h3>
              <RentalActions rental={data} lang={lang} />
            </section>
          </div>
        )}
      </QueryDetail>
    </DetailPanel>
  );
};
