import { rentalNoticeEmail, rentalOpenedEmail } from '../../domain/rentals/rental-emails.js';
import { RENTAL_MESSAGES } from '../../domain/rentals/rental-messages.js';
import { nextInvoiceDay, nextPeriodStart } from '../../domain/rentals/rental-periods.js';
import { checkDeliveryDate, checkEndEarly, checkPaidOn } from '../../domain/rentals/rental-rules.js';
import { rentalTransition } from '../../domain/rentals/rental-state.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { isRecordId } from '../shared/admin-paging.js';
import { conflict, type ApplicationError } from '../shared/application-error.js';
import { bodyField, factsOf, refused, RENTAL_NOT_FOUND, todayOf } from './rental-access.js';
import type { RentalContract } from './rental-contract.js';
import { rentalMailing, toCustomer } from './rental-mail.js';
import type { RentalContext } from './rental-settings.js';
import type { ContractChange, RentalStore, RentalTransaction } from './rental-store.port.js';
import { rentalView, type RentalView } from './rental-view.js';

export interface ManageRentalDeps {
  readonly store: RentalStore;
  readonly context: RentalContext;
}

/** The contract's facts as they are, to change from. */
export const currentFacts = (contract: RentalContract): ContractChange => ({
  state: contract.state,
  delivery: contract.delivery,
  pickup: contract.pickup,
  noticeGivenAt: contract.noticeGivenAt,
  noticeBy: contract.noticeBy,
  endedAt: contract.endedAt,
  nextPeriodIndex: contract.nextPeriodIndex,
  nextPeriodStart: contract.delivery === null || contract.state === 'ended' ? null : nextPeriodStart({ delivery: contract.delivery, pickup: contract.pickup }, contract.nextPeriodIndex),
});

type Work = (contract: RentalContract, tx: RentalTransaction) => Promise<Result<null, ApplicationError>>;

/** Runs a change on the locked contract and answers the contract as it is afterwards. */
export const changeContract = async (deps: ManageRentalDeps, id: string, work: Work): Promise<Result<RentalView, ApplicationError>> => {
  if (!isRecordId(id)) return err(RENTAL_NOT_FOUND);
  const outcome = await deps.store.withContract(id, work);
  if (outcome === null) return err(RENTAL_NOT_FOUND);
  if (!outcome.ok) return outcome;
  const updated = await deps.store.findById(id);
  return updated === null ? err(RENTAL_NOT_FOUND) : ok(rentalView(updated, todayOf(deps.context), deps.context.settings));
};

/**
 * `POST /api/admin/rentals/{id}/delivered {date}`: the day the containers arrive; billing counts from
 * it. The first time, the customer is emailed the start of the rent and the rental page link.
 */
export const setRentalDelivery =
  (deps: ManageRentalDeps) =>
  (id: string, body: unknown): Promise<Result<RentalView, ApplicationError>> =>
    changeContract(deps, id, async (contract, tx) => {
      const { context } = deps;
      const checked = checkDeliveryDate(factsOf(contract), bodyField(body, 'date'), { today: todayOf(context), orderDay: belgianDay(contract.orderPlacedAt) });
      if (!checked.ok) return err(refused(checked.error));
      const schedule = { delivery: checked.value, pickup: contract.pickup };
      await tx.update({
        ...currentFacts(contract),
        state: rentalTransition(contract.state, 'delivered') ?? contract.state,
        delivery: checked.value,
        nextPeriodStart: nextPeriodStart(schedule, contract.nextPeriodIndex),
      });
      if (contract.delivery === null) {
        const mailing = rentalMailing(context, contract.terms);
        const start = {
          leadDays: context.settings.invoiceLeadDays,
          delivery: checked.value,
          nextInvoiceDay: nextInvoiceDay(schedule, contract.nextPeriodIndex, context.settings.invoiceLeadDays),
          containerNumbers: rentalView(contract, todayOf(context), context.settings).containerNumbers,
        };
        await tx.addLink(mailing.linkHash);
        await tx.enqueueEmails([toCustomer(contract.terms, rentalOpenedEmail(mailing.email, start), `rental-started:${contract.id}`)]);
      }
      return ok(null);
    });

/**
 * `POST /api/admin/rentals/{id}/end {pickupDate?}`: the shop ends a rent early. A delivered rent gets
 * its pick-up day (default today) without the customer's notice period, and is settled when the
 * pick-up is confirmed; a rent never delivered ends at once, its units back at the depot (its first
 * period was paid with the order: cancel the order for the credit note).
 */
export const endRentalEarly =
  (deps: ManageRentalDeps) =>
  (id: string, body: unknown): Promise<Result<RentalView, ApplicationError>> =>
    changeContract(deps, id, async (contract, tx) => {
      const { context } = deps;
      const checked = checkEndEarly(factsOf(contract), bodyField(body, 'pickupDate'), { today: todayOf(context) });
      if (!checked.ok) return err(refused(checked.error));
      const now = context.now();
      if (checked.value === null || contract.delivery === null) {
        // Nothing was delivered: no rent ran, nothing to settle or tell beyond what the shop arranges with the customer.
        await tx.update({ ...currentFacts(contract), state: 'ended', endedAt: now, nextPeriodStart: null });
        await tx.releaseUnits();
        return ok(null);
      }
      const mailing = rentalMailing(context, contract.terms);
      await tx.addLink(mailing.linkHash);
      await tx.update({
        ...currentFacts(contract),
        state: rentalTransition(contract.state, 'end-early') ?? contract.state,
        pickup: checked.value,
        noticeGivenAt: now,
        noticeBy: 'shop',
        nextPeriodStart: nextPeriodStart({ delivery: contract.delivery, pickup: checked.value }, contract.nextPeriodIndex),
      });
      await tx.enqueueEmails([toCustomer(contract.terms, rentalNoticeEmail(mailing.email, checked.value), `rental-notice:${contract.id}:${checked.value}:${now.toISOString()}`)]);
      return ok(null);
    });

/** `POST /api/admin/rentals/{id}/invoices/{number}/paid {paidOn?}`: a rental invoice's payment arrived (by bank transfer). */
export const markRentalInvoicePaid =
  (deps: ManageRentalDeps) =>
  (id: string, number: string, body: unknown): Promise<Result<RentalView, ApplicationError>> =>
    changeContract(deps, id, async (contract, tx) => {
      const period = contract.periods.find((candidate) => candidate.invoiceNumber === number && candidate.index > 1);
      if (period === undefined) return err({ kind: 'not-found', message: RENTAL_MESSAGES.invoiceNotFound });
      const checked = checkPaidOn(bodyField(body, 'paidOn'), { today: todayOf(deps.context) });
      if (!checked.ok) return err(refused(checked.error));
      return (await tx.markPaid(period.index, checked.value)) ? ok(null) : err(conflict(RENTAL_MESSAGES.alreadyPaid));
    });
