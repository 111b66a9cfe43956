import type { Language } from '../../../../../domain/shared/language.js';
import { useToast } from '../../../shared/toast/index.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { belgianToday, deliveryDateError, endEarlyError, pickupConfirmationError } from '../form/rental-date-rules.js';
import { useConfirmPickup, useEndEarly, useSetDelivery } from '../hooks/use-rentals-queries.js';
import type { RentalJson } from '../remote/rental-json.js';
import { DateActionForm } from './date-action-form.js';
import { EndUndelivered } from './end-undelivered.js';

/**
 * What the admin can do with a contract in its state: set (or correct) the delivery day, confirm
 * the pick-up, end it early. Each form starts from the day it most likely is; a form is keyed on the
 * contract's facts so the server's answer starts it afresh.
 */
export const RentalActions = ({ rental, lang }: { readonly rental: RentalJson; readonly lang: Language }) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const delivery = useSetDelivery(lang);
  const pickup = useConfirmPickup(lang);
  const end = useEndEarly(lang);
  const today = belgianToday();
  const { state } = rental;
  const facts = `${rental.id}:${state}:${rental.deliveryDate ?? ''}:${rental.pickupDate ?? ''}`;
  const done = (key: string) => () => toast({ title: t(key, { number: rental.orderNumber }) });
  if (state === 'ended') return <p className="text-sm text-slate-600">{t('adminRentals.actions.none')}</p>;
  const deliveryOpen = state === 'awaiting-delivery' || (state === 'active' && rental.periods.length <= 1);
  const delivered = state === 'active' || state === 'notice-given';
  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2 xl:grid-cols-3">
      {deliveryOpen ? (
        <DateActionForm
          key={`delivery:${facts}`}
          name="delivery"
          title={t('adminRentals.actions.delivery.title')}
          hint={t('adminRentals.actions.delivery.hint')}
          label={t('adminRentals.actions.delivery.label')}
          submit={t('adminRentals.actions.delivery.submit')}
          initial={rental.deliveryDate ?? today}
          field="date"
          check={(typed) => deliveryDateError(rental, typed, lang)}
          busy={delivery.isPending}
          send={(date) => delivery.mutateAsync({ id: rental.id, date }).then(done('adminRentals.actions.delivery.done'))}
        />
      ) : null}
      {delivered ? (
        <DateActionForm
          key={`pickup:${facts}`}
          name="pickup"
          title={t('adminRentals.actions.pickup.title')}
          hint={t('adminRentals.actions.pickup.hint')}
          label={t('adminRentals.actions.pickup.label')}
          submit={t('adminRentals.actions.pickup.submit')}
          initial={rental.pickupDate !== null && rental.pickupDate <= today ? rental.pickupDate : today}
          field="date"
          check={(typed) => pickupConfirmationError(rental, typed, lang)}
          busy={pickup.isPending}
          send={(date) => pickup.mutateAsync({ id: rental.id, date }).then(done('adminRentals.actions.pickup.done'))}
        />
      ) : null}
      {delivered ? (
        <DateActionForm
          key={`end:${facts}`}
          name="end"
          title={t(state === 'notice-given' ? 'adminRentals.actions.end.moveTitle' : 'adminRentals.actions.end.title')}
          hint={t('adminRentals.actions.end.hint')}
          label={t('adminRentals.actions.end.label')}
          submit={t(state === 'notice-given' ? 'adminRentals.actions.end.moveSubmit' : 'adminRentals.actions.end.submit')}
          initial={rental.pickupDate ?? today}
          field="pickupDate"
          check={(typed) => endEarlyError(rental, typed, lang)}
          busy={end.isPending}
          send={(date) => end.mutateAsync({ id: rental.id, pickupDate: date }).then(done('adminRentals.actions.end.scheduled'))}
          tone="danger"
        />
      ) : null}
      {state === 'awaiting-delivery' ? <EndUndelivered rental={rental} lang={lang} /> : null}
    </div>
  );
};
