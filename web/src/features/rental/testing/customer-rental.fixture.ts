import { addDays } from '../../../../../domain/rentals/rental-days.js';
import { belgianDay } from '../../../../../domain/shared/belgian-day.js';
import type { CustomerRentalJson, CustomerRentalPeriodJson } from '../remote/customer-rental.js';

export const TOKEN = 'Rk3v9T0kLmN2pR5sU8wY1zA4bC7dE0fG3hJ6kM9nP2q';
export const TODAY = belgianDay(new Date());
export const DELIVERY = addDays(TODAY, -40);
export const EARLIEST = addDays(TODAY, 7);

const documentUrl = (number: string, format: 'pdf' | 'xml') => `/api/rentals/${TOKEN}/documents/${number}.${format}`;

export const period = (index: number, changes: Partial<CustomerRentalPeriodJson['invoice']> = {}): CustomerRentalPeriodJson => {
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
      pdfUrl: documentUrl(number, 'pdf'),
      ublUrl: null,
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

/** A running rent of two containers delivered 40 days ago: period 1 paid with the order, period 2 to pay; notice can be given. */
export const runningRental = (changes: Partial<CustomerRentalJson> = {}): CustomerRentalJson => ({
  orderNumber: 100042,
  state: 'active',
  language: 'en',
  productTitle: '20ft used container',
  quantity: 2,
  containerNumbers: ['MSKU 123456 5', 'BCSU 210400 0'],
  dailyPrice: 3.5,
  periodPrice: 210,
  vat: { category: 'S', ratePercent: 21, mention: null },
  deliveryDate: DELIVERY,
  pickupDate: null,
  noticeGivenAt: null,
  endedAt: null,
  nextInvoiceDate: addDays(DELIVERY, 53),
  nextPeriod: { index: 3, start: addDays(DELIVERY, 60), end: addDays(DELIVERY, 89) },
  periods: [period(1), period(2)],
  outstanding: 254.1,
  overdue: 0,
  notice: { allowed: true, noticeDays: 7, earliestPickupDate: EARLIEST },
  ...changes,
});

/** The rent after notice for `pickup`: no next period is invoiced from it. */
export const noticeGiven = (pickup: string): CustomerRentalJson =>
  runningRental({ state: 'notice-given', pickupDate: pickup, noticeGivenAt: new Date().toISOString(), nextInvoiceDate: null, nextPeriod: null });

export const creditedPeriod = (): CustomerRentalPeriodJson => ({
  ...period(2, { status: 'credited', outstanding: 0 }),
  creditNote: { number: '2026-000110', issueDate: TODAY, total: 84.7, pdfUrl: documentUrl('2026-000110', 'pdf'), ublUrl: null, days: 10 },
});
