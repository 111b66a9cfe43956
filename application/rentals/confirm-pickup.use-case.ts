import { rentalCreditEmail, rentalEndedEmail, rentalInvoiceEmail } from '../../domain/rentals/rental-emails.js';
import { paymentDueDate } from '../../domain/rentals/rental-periods.js';
import { checkPickupConfirmation } from '../../domain/rentals/rental-rules.js';
import { settleRental } from '../../domain/rentals/rental-settlement.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';
import type { ApplicationError } from '../shared/application-error.js';
import { bodyField, factsOf, refused, todayOf } from './rental-access.js';
import { invoicedPeriodsOf } from './rental-contract.js';
import { issueRentalDocument, numbering } from './rental-documents.js';
import { rentalMailing, toCustomer, withDocument } from './rental-mail.js';
import { changeContract, currentFacts, type ManageRentalDeps } from './manage-rental.use-case.js';
import type { RentalView } from './rental-view.js';

/**
 * `POST /api/admin/rentals/{id}/picked-up {date}`: the containers are back. The rent is settled per
 * day from delivery to that day, at least 30 days (rental-settlement.ts): periods not invoiced yet
 * are invoiced now (the last prorated), or the unused days of periods invoiced whole are credited,
 * one credit note per invoice. The contract ends, its units are available again, and the customer
 * is emailed the end and each document, all in one transaction with the contract locked: confirmed
 * twice, the second finds it ended (400 naming the date).
 */
export const confirmRentalPickup =
  (deps: ManageRentalDeps) =>
  (id: string, body: unknown): Promise<Result<RentalView, ApplicationError>> =>
    changeContract(deps, id, async (contract, tx) => {
      const { context } = deps;
      const checked = checkPickupConfirmation(factsOf(contract), bodyField(body, 'date'), { today: todayOf(context) });
      if (!checked.ok) return err(refused(checked.error));
      // The rules refuse a pick-up of a contract never delivered: a delivery day is there.
      if (contract.delivery === null) throw new Error(`contract ${contract.id} was picked up without a delivery day`);
      const pickup = checked.value;
      const settlement = settleRental(contract.delivery, pickup, invoicedPeriodsOf(contract));
      const issuedAt = context.now();
      const { issueDate } = numbering('invoice', issuedAt);
      const mailing = rentalMailing(context, contract.terms);
      const emails: OutgoingEmail[] = [toCustomer(contract.terms, rentalEndedEmail(mailing.email, pickup, settlement.usedDays), `rental-ended:${contract.id}`)];
      for (const period of settlement.invoice) {
        const dueDate = paymentDueDate(period.start, issueDate, context.settings.invoiceLeadDays);
        const charge = { index: period.index, from: period.start, days: period.days };
        const issued = await issueRentalDocument(tx, contract, charge, { kind: 'invoice', issuedAt, seller: context.seller, dueDate, corrects: null });
        await tx.addPeriod({ index: period.index, start: period.start, days: period.days, total: issued.record.document.total, dueDate, issuedAt }, issued.id);
        emails.push(withDocument(contract.terms, rentalInvoiceEmail(mailing.email, issued.record.document, period.index), issued.record.document));
      }
      for (const credit of settlement.credit) {
        const invoiced = contract.periods.find((period) => period.index === credit.index);
        if (invoiced === undefined) throw new Error(`period ${credit.index} of contract ${contract.id} is credited but was never invoiced`);
        const corrects = { id: invoiced.invoiceId, number: invoiced.invoiceNumber, issueDate: invoiced.invoiceIssueDate };
        const issued = await issueRentalDocument(tx, contract, { index: credit.index, from: credit.from, days: credit.days }, { kind: 'credit_note', issuedAt, seller: context.seller, dueDate: null, corrects });
        await tx.creditPeriod(credit.index, { creditNoteId: issued.id, days: credit.days, amount: issued.record.document.total });
        emails.push(withDocument(contract.terms, rentalCreditEmail(mailing.email, issued.record.document), issued.record.document));
      }
      const lastIndex = Math.max(invoicedPeriodsOf(contract), ...settlement.invoice.map((period) => period.index));
      await tx.update({ ...currentFacts(contract), state: 'ended', pickup, endedAt: issuedAt, nextPeriodIndex: lastIndex + 1, nextPeriodStart: null });
      await tx.releaseUnits();
      await tx.addLink(mailing.linkHash);
      await tx.enqueueEmails(emails);
      return ok(null);
    });
