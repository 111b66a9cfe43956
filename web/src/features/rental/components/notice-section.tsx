import type { Language } from '../../../../../domain/shared/language.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { useRentalAnswered } from '../hooks/use-customer-rental.js';
import type { CustomerRentalJson } from '../remote/customer-rental.js';
import { formatDay } from './format-day.js';
import { NoticeForm } from './notice-form.js';

/** Where notice stands: the pick-up day once set, and the form while notice can be given (or the day moved). */
export const NoticeSection = ({ rental, token, lang }: { readonly rental: CustomerRentalJson; readonly token: string; readonly lang: Language }) => {
  const { t } = useTranslation();
  const answered = useRentalAnswered(token, lang);
  const pickup = rental.pickupDate === null ? null : formatDay(rental.pickupDate, lang);
  return (
    <div className="space-y-4">
      <div role="status" data-testid="rental-notice-status">
        {rental.state === 'notice-given' && pickup !== null ? (
          <p className="rounded-lg border border-blue-100 bg-blue-50 p-4 text-blue-950">{t('rental.notice.given', { date: pickup })}</p>
        ) : null}
        {rental.state === 'ended' ? <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">{t('rental.notice.ended', { date: pickup ?? '' })}</p> : null}
        {rental.state === 'awaiting-delivery' ? <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">{t('rental.notice.notDelivered')}</p> : null}
      </div>
      {/* Keyed on the pick-up day: an answer from the server starts the form from the contract as it now is. */}
      {rental.notice.allowed ? <NoticeForm key={rental.pickupDate ?? 'none'} token={token} lang={lang} rental={rental} onDone={answered} /> : null}
    </div>
  );
};
