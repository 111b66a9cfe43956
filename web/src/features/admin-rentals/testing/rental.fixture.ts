import { addDays } from '../../../../../domain/rentals/rental-days.js';
import { belgianDay } from '../../../../../domain/shared/belgian-day.js';
import type { OverdueRentalJson, RentalJson, RentalPeriodJson, RentalSummaryJson } from '../remote/rental-json.js';

/** Today in Belgium, as the view's rules count; the fixtures' days are relative to it. */
export const TODAY = belgianDay(new Date());
export const DELIVERY = addDays(TODAY, -40);

const CUSTOMER = { name: 'Jan Peeters', companyName: 'Peeters Bouw BV', email: 'jan@peeters.example', vatNumber: 'BE0123456749' };

export const summary = (changes: Partial<RentalSummaryJson> = {}): RentalSummaryJson => ({
  id: 'r1',
  orderId: 'o1',
  orderNumber: 100042,
  state: 'active',
  customer: CUSTOMER,
  productTitle: '20ft used container',
  quantity: 2,
  containerNumbers: ['MSKU 123456 5', 'BCSU 210400 0'],
  deliveryDate: DELIVERY,
  pickupDate: null,
  nextInvoiceDate: addDays(DELIVERY, 53),
  outstanding: 254.1,
  overdue: 0,
  openedAt: `${addDays(DELIVERY, -3)}T09:00:00.000Z`,
  ...changes,
});

export const period = (index: number, changes: Partial<RentalPeriodJson['invoice']> = {}): RentalPeriodJson => {
  const start = addDays(DELIVERY, (index - 1) * 30);
  const number = `2026-00010${index}`;
  return {
    index,
    start,
    end: addDays(start, 29),
    days: 30,
    invoice: {
      number,
      issueDate: index === 1 ? addDays(DELIVERY, -3) : addDays(start, -7),
      total: 254.1,
      pdfUrl: `/api/admin/invoices/${number}.pdf`,
      ublUrl: `/api/admin/invoices/${number}.xml`,
      dueDate: index === 1 ? null : start,
      paidOn: index === 1 ? addDays(DELIVERY, -3) : null,
      status: index === 1 ? 'paid' : 'open',
      outstanding: index === 1 ? 0 : 254.1,
      paymentReference: index === 1 ? null : '+++090/9337/55493+++',
      remindersSent: 0,
      ...changes,
    },
    creditNote: null,
  };
};

/** A running contract of two containers, delivered 40 days ago: period 1 paid with the order, period 2 open. */
export const detail = (changes: Partial<RentalJson> = {}): RentalJson => ({
  id: 'r1',
  orderId: 'o1',
  orderNumber: 100042,
  state: 'active',
  language: 'en',
  customer: CUSTOMER,
  productTitle: '20ft used container',
  quantity: 2,
  containerNumbers: ['MSKU 123456 5', 'BCSU 210400 0'],
  dailyPrice: 3.5,
  periodPrice: 210,
  vat: { category: 'S', ratePercent: 21, mention: null },
  deliveryDate: DELIVERY,
  pickupDate: null,
  noticeGivenAt: null,
  noticeBy: null,
  endedAt: null,
  openedAt: `${addDays(DELIVERY, -3)}T09:00:00.000Z`,
  nextInvoiceDate: addDays(DELIVERY, 53),
  nextPeriod: { index: 3, start: addDays(DELIVERY, 60), end: addDays(DELIVERY, 89) },
  periods: [period(1), period(2)],
  outstanding: 254.1,
  overdue: 0,
  notice: { allowed: true, noticeDays: 7, earliestPickupDate: addDays(TODAY, 7) },
  ...changes,
});

/** A paid rent order's contract, not delivered yet. */
export const awaitingDelivery = (): RentalJson =>
  detail({
    state: 'awaiting-delivery',
    deliveryDate: null,
    nextInvoiceDate: null,
    nextPeriod: null,
    periods: [{ ...period(1), start: null, end: null }],
    outstanding: 0,
    notice: { allowed: false, noticeDays: 7, earliestPickupDate: null },
  });

export const overdueRow = (changes: Partial<OverdueRentalJson> = {}): OverdueRentalJson => ({
  rental: summary({ overdue: 254.1 }),
  periodIndex: 2,
  invoiceNumber: '2026-000102',
  dueDate: addDays(DELIVERY, 30),
  outstanding: 254.1,
  daysOverdue: 10,
  remindersSent: 1,
  pdfUrl: '/api/admin/invoices/2026-000102.pdf',
  ...changes,
});
