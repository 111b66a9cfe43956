import type { LocalizedText } from '../../domain/shared/language.js';
import type { Cents } from '../../domain/shared/money.js';
import { addDays } from '../../domain/rentals/rental-days.js';
import { nextInvoiceDay, nextPeriodStart, periodStart, RENTAL_PERIOD_DAYS } from '../../domain/rentals/rental-periods.js';
import { isOverdue } from '../../domain/rentals/rental-reminders.js';
import { customerMayGiveNotice } from '../../domain/rentals/rental-rules.js';
import type { RentalState } from '../../domain/rentals/rental-state.js';
import { displayContainerNumber, parseContainerNumber } from '../../domain/units/container-number.js';
import type { VatCategory } from '../../domain/vat/vat-category.js';
import { factsOf } from './rental-access.js';
import { outstandingOf, type RentalContract, type RentalPeriodRecord } from './rental-contract.js';
import type { RentalSettings } from './rental-settings.js';

export const RENTAL_INVOICE_STATUSES = ['paid', 'open', 'overdue', 'credited'] as const;
export type RentalInvoiceStatus = (typeof RENTAL_INVOICE_STATUSES)[number];

export interface RentalDocumentView {
  readonly number: string;
  readonly issueDate: string;
  readonly total: Cents;
  readonly hasUbl: boolean;
}

export interface RentalPeriodView {
  readonly index: number;
  /** First and last day rented in the period; null before delivery. */
  readonly start: string | null;
  readonly end: string | null;
  readonly days: number;
  readonly invoice: RentalDocumentView & {
    readonly dueDate: string | null;
    readonly paidOn: string | null;
    readonly status: RentalInvoiceStatus;
    readonly outstanding: Cents;
    readonly paymentReference: string | null;
    readonly remindersSent: number;
  };
  readonly creditNote: (RentalDocumentView & { readonly days: number }) | null;
}

/** A contract as the customer's rental page and the admin's Rentals view show it, on a given day. */
export interface RentalView {
  readonly id: string;
  readonly orderId: string;
  readonly orderNumber: number;
  readonly state: RentalState;
  readonly language: RentalContract['terms']['language'];
  readonly customer: { readonly name: string; readonly companyName: string | null; readonly email: string; readonly vatNumber: string | null };
  readonly productTitle: string;
  readonly quantity: number;
  readonly containerNumbers: readonly string[];
  readonly dailyPrice: Cents;
  /** One period of 30 days for all the containers, excl. VAT. */
  readonly periodPrice: Cents;
  readonly vat: { readonly category: VatCategory; readonly ratePercent: number; readonly mention: LocalizedText | null };
  readonly openedAt: Date;
  readonly deliveryDate: string | null;
  readonly pickupDate: string | null;
  readonly noticeGivenAt: Date | null;
  readonly noticeBy: 'customer' | 'shop' | null;
  readonly endedAt: Date | null;
  readonly nextInvoiceDate: string | null;
  readonly nextPeriod: { readonly index: number; readonly start: string; readonly end: string } | null;
  readonly periods: readonly RentalPeriodView[];
  /** Left to pay on every invoice, and of that what is past its due date. */
  readonly outstanding: Cents;
  readonly overdue: Cents;
  /** What the notice form needs: whether the customer can give notice (not once the shop ended the rent) and the earliest pick-up day. */
  readonly notice: { readonly allowed: boolean; readonly noticeDays: number; readonly earliestPickupDate: string | null };
}

const shownNumber = (stored: string): string => {
  const parsed = parseContainerNumber(stored);
  return parsed.ok ? displayContainerNumber(parsed.value) : stored;
};

const statusOf = (period: RentalPeriodRecord, today: string): RentalInvoiceStatus => {
  if (period.paidOn !== null) return 'paid';
  if (outstandingOf(period) === 0) return 'credited';
  return period.dueDate !== null && isOverdue(period.dueDate, outstandingOf(period), today) ? 'overdue' : 'open';
};

const periodView = (contract: RentalContract, period: RentalPeriodRecord, today: string): RentalPeriodView => {
  const start = contract.delivery === null ? null : periodStart(contract.delivery, period.index);
  const hasUbl = period.hasUbl;
  return {
    index: period.index,
    start,
    end: start === null ? null : addDays(start, period.days - 1),
    days: period.days,
    invoice: {
      number: period.invoiceNumber,
      issueDate: period.invoiceIssueDate,
      total: period.total,
      hasUbl,
      dueDate: period.dueDate,
      paidOn: period.paidOn,
      status: statusOf(period, today),
      outstanding: outstandingOf(period),
      paymentReference: period.paymentReference,
      remindersSent: period.lastReminder ?? 0,
    },
    creditNote:
      period.creditNoteNumber === null ? null : { number: period.creditNoteNumber, issueDate: period.creditNoteIssueDate ?? period.invoiceIssueDate, total: period.credited, hasUbl, days: period.creditedDays },
  };
};

/** The view of a contract on the Belgian day `today`. */
export const rentalView = (contract: RentalContract, today: string, settings: RentalSettings): RentalView => {
  const { terms } = contract;
  const periods = contract.periods.map((period) => periodView(contract, period, today));
  const schedule = contract.delivery === null ? null : { delivery: contract.delivery, pickup: contract.pickup };
  const running = contract.state === 'active' || contract.state === 'notice-given';
  const nextStart = schedule === null || !running ? null : nextPeriodStart(schedule, contract.nextPeriodIndex);
  const noticeAllowed = customerMayGiveNotice(factsOf(contract));
  const earliest = addDays(today, settings.noticeDays);
  return {
    id: contract.id,
    orderId: contract.orderId,
    orderNumber: terms.orderNumber,
    state: contract.state,
    language: terms.language,
    customer: { name: terms.buyer.name, companyName: terms.buyer.companyName, email: terms.buyer.email, vatNumber: terms.buyer.vatNumber },
    productTitle: terms.productTitle,
    quantity: terms.quantity,
    containerNumbers: terms.containerNumbers.map(shownNumber),
    dailyPrice: terms.dailyPrice,
    periodPrice: terms.dailyPrice * terms.quantity * RENTAL_PERIOD_DAYS,
    vat: { category: terms.vat.category, ratePercent: terms.vat.ratePercent, mention: terms.vat.mention },
    openedAt: contract.openedAt,
    deliveryDate: contract.delivery,
    pickupDate: contract.pickup,
    noticeGivenAt: contract.noticeGivenAt,
    noticeBy: contract.noticeBy,
    endedAt: contract.endedAt,
    nextInvoiceDate: schedule === null || !running ? null : nextInvoiceDay(schedule, contract.nextPeriodIndex, settings.invoiceLeadDays),
    nextPeriod: nextStart === null ? null : { index: Math.max(contract.nextPeriodIndex, 2), start: nextStart, end: addDays(nextStart, RENTAL_PERIOD_DAYS - 1) },
    periods,
    outstanding: periods.reduce((sum, period) => sum + period.invoice.outstanding, 0),
    overdue: periods.reduce((sum, period) => sum + (period.invoice.status === 'overdue' ? period.invoice.outstanding : 0), 0),
    notice: {
      allowed: noticeAllowed,
      noticeDays: settings.noticeDays,
      earliestPickupDate: !noticeAllowed ? null : contract.delivery !== null && contract.delivery > earliest ? contract.delivery : earliest,
    },
  };
};
