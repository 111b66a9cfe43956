import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyDay, anyOffset } from '../../test/arbitraries/rental.arbitraries.js';
import { LANGUAGES } from '../shared/language.js';
import { addDays } from './rental-days.js';
import {
  checkDeliveryDate,
  checkEndEarly,
  checkNotice,
  checkNoticeCount,
  checkPaidOn,
  checkPickupConfirmation,
  customerMayGiveNotice,
  MAX_DAYS_AHEAD,
  type RentalFacts,
} from './rental-rules.js';
import { NOTICE_GIVERS, RENTAL_STATES, rentalTransition, type RentalEvent } from './rental-state.js';

const anyNoticeDays = fc.integer({ min: 0, max: 60 });
const active = (delivery: string): RentalFacts => ({ state: 'active', delivery, invoicedPeriods: 2 });

/** A refusal names its field and says so in all four languages. */
const expectRefused = (result: { ok: boolean; error?: { field: string; message: Record<string, string> } }, field: string): void => {
  expect(result.ok).toBe(false);
  expect(result.error?.field).toBe(field);
  for (const language of LANGUAGES) expect(result.error?.message[language]?.length ?? 0).toBeGreaterThan(0);
};

describe('notice', () => {
  it('accepts exactly the pick-up days from today plus the notice period up to a year ahead (and not before delivery)', () => {
    fc.assert(
      fc.property(anyDay, anyNoticeDays, fc.integer({ min: -40, max: 2 * MAX_DAYS_AHEAD }), fc.integer({ min: -100, max: 0 }), (today, noticeDays, shift, deliveredShift) => {
        const delivery = addDays(today, deliveredShift);
        const pickup = addDays(today, shift);
        const result = checkNotice(active(delivery), pickup, { today, noticeDays });
        if (shift >= noticeDays && shift <= MAX_DAYS_AHEAD) expect(result).toEqual({ ok: true, value: pickup });
        else expectRefused(result as never, 'pickupDate');
      }),
    );
  });

  it('is refused on an ended contract and before delivery, naming pickupDate in every language', () => {
    fc.assert(
      fc.property(anyDay, anyOffset(300), (today, offset) => {
        const pickup = addDays(today, 7 + offset);
        expectRefused(checkNotice({ state: 'ended', delivery: today, invoicedPeriods: 3 }, pickup, { today, noticeDays: 7 }) as never, 'pickupDate');
        expectRefused(checkNotice({ state: 'awaiting-delivery', delivery: null, invoicedPeriods: 1 }, pickup, { today, noticeDays: 7 }) as never, 'pickupDate');
      }),
    );
  });

  it('refuses a pick-up day before a delivery planned later, and anything that is not a calendar day', () => {
    expectRefused(checkNotice(active('2026-06-01'), '2026-05-20', { today: '2026-05-01', noticeDays: 7 }) as never, 'pickupDate');
    for (const text of ['2026-02-30', '1-1-2026', '', 20260101, null, '2026-13-01']) expectRefused(checkNotice(active('2026-01-01'), text, { today: '2026-01-01', noticeDays: 7 }) as never, 'pickupDate');
  });
});

describe('the customer\'s notice after the shop\'s end, and how far ahead', () => {
  const anyWellFormedDay = fc.tuple(anyDay, fc.integer({ min: 0, max: 3 * MAX_DAYS_AHEAD })).map(([day, shift]) => addDays(day, shift));

  it('bounds the customer\'s pick-up day as the shop\'s own end is bounded: the same latest day, the same words', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 1, max: 3 * MAX_DAYS_AHEAD }), (today, beyond) => {
        const pickup = addDays(today, MAX_DAYS_AHEAD + beyond);
        const customers = checkNotice(active(addDays(today, -40)), pickup, { today, noticeDays: 7 });
        const shops = checkEndEarly(active(addDays(today, -40)), pickup, { today });
        expectRefused(customers as never, 'pickupDate');
        expect(customers).toEqual(shops);
      }),
    );
    expectRefused(checkNotice(active('2026-01-01'), '9999-12-31', { today: '2026-03-01', noticeDays: 7 }) as never, 'pickupDate');
  });

  it('never moves a pick-up day the shop set: any day is refused, naming pickupDate and the shop\'s day', () => {
    fc.assert(
      fc.property(anyDay, anyWellFormedDay, fc.constantFrom('active' as const, 'notice-given' as const), (today, typed, state) => {
        const shopsDay = addDays(today, 3);
        const facts: RentalFacts = { state, delivery: addDays(today, -60), invoicedPeriods: 2, noticeBy: 'shop', pickup: shopsDay };
        const result = checkNotice(facts, typed, { today, noticeDays: 0 });
        expectRefused(result as never, 'pickupDate');
        if (!result.ok) expect(result.error.message.en).toContain(shopsDay);
        expect(customerMayGiveNotice(facts)).toBe(false);
      }),
    );
  });

  it('lets the customer move their own notice, and says notice can be given exactly where a notice would be checked further', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RENTAL_STATES), fc.constantFrom(null, ...NOTICE_GIVERS), (state, noticeBy) => {
        const facts: RentalFacts = { state, delivery: state === 'awaiting-delivery' ? null : '2026-01-01', invoicedPeriods: 2, noticeBy, pickup: noticeBy === null ? null : '2026-04-01' };
        expect(customerMayGiveNotice(facts)).toBe(rentalTransition(state, 'notice') !== null && noticeBy !== 'shop');
        expect(checkNotice(facts, '2026-03-20', { today: '2026-03-01', noticeDays: 7 }).ok).toBe(customerMayGiveNotice(facts));
      }),
    );
  });

  it('takes notice a bounded number of times a day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 20 }), (given, perDay) => {
        const result = checkNoticeCount(given, perDay);
        if (given < perDay) expect(result).toEqual({ ok: true, value: null });
        else {
          expectRefused(result as never, 'pickupDate');
          if (!result.ok) expect(result.error.message.en).toContain(String(perDay));
        }
      }),
    );
  });
});

describe('delivery date', () => {
  it('is accepted up to a year ahead and from the order day, refused beyond, naming date', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -30, max: 2 * MAX_DAYS_AHEAD }), (today, shift) => {
        const orderDay = addDays(today, -10);
        const day = addDays(today, shift);
        const result = checkDeliveryDate({ state: 'awaiting-delivery', delivery: null, invoicedPeriods: 1 }, day, { today, orderDay });
        if (shift <= MAX_DAYS_AHEAD && shift >= -10) expect(result).toEqual({ ok: true, value: day });
        else expectRefused(result as never, 'date');
      }),
    );
  });

  it('can be set again until a later period was invoiced from it, never once notice is given or the rent ended', () => {
    const context = { today: '2026-05-01', orderDay: '2026-04-01' };
    expect(checkDeliveryDate({ state: 'active', delivery: '2026-04-10', invoicedPeriods: 1 }, '2026-04-12', context).ok).toBe(true);
    expectRefused(checkDeliveryDate({ state: 'active', delivery: '2026-04-10', invoicedPeriods: 2 }, '2026-04-12', context) as never, 'date');
    expectRefused(checkDeliveryDate({ state: 'notice-given', delivery: '2026-04-10', invoicedPeriods: 1 }, '2026-04-12', context) as never, 'date');
    expectRefused(checkDeliveryDate({ state: 'ended', delivery: '2026-04-10', invoicedPeriods: 1 }, '2026-04-12', context) as never, 'date');
  });
});

describe('pick-up confirmation and ending early', () => {
  it('confirms a pick-up from the delivery day up to today only', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 200 }), fc.integer({ min: -250, max: 30 }), (delivery, age, shift) => {
        const today = addDays(delivery, age);
        const day = addDays(today, shift);
        const result = checkPickupConfirmation(active(delivery), day, { today });
        if (day >= delivery && day <= today) expect(result.ok).toBe(true);
        else expectRefused(result as never, 'date');
      }),
    );
  });

  it('ends a contract never delivered at once, and a delivered one on a day from delivery up to a year ahead (today by default)', () => {
    expect(checkEndEarly({ state: 'awaiting-delivery', delivery: null, invoicedPeriods: 1 }, undefined, { today: '2026-05-01' })).toEqual({ ok: true, value: null });
    expect(checkEndEarly(active('2026-04-01'), undefined, { today: '2026-05-01' })).toEqual({ ok: true, value: '2026-05-01' });
    expectRefused(checkEndEarly(active('2026-04-01'), '2026-03-01', { today: '2026-05-01' }) as never, 'pickupDate');
    expectRefused(checkEndEarly(active('2026-04-01'), '2027-05-02', { today: '2026-05-01' }) as never, 'pickupDate');
    expectRefused(checkEndEarly({ state: 'ended', delivery: '2026-04-01', invoicedPeriods: 2 }, undefined, { today: '2026-05-01' }) as never, 'pickupDate');
  });

  it('takes a payment day up to today', () => {
    expect(checkPaidOn(undefined, { today: '2026-05-01' })).toEqual({ ok: true, value: '2026-05-01' });
    expectRefused(checkPaidOn('2026-05-02', { today: '2026-05-01' }) as never, 'paidOn');
  });
});

describe('contract states', () => {
  it('end for good: nothing moves an ended contract, and every event that is allowed leads to a known state', () => {
    const events: readonly RentalEvent[] = ['delivered', 'notice', 'end-early', 'picked-up'];
    for (const state of RENTAL_STATES) {
      for (const event of events) {
        const next = rentalTransition(state, event);
        if (state === 'ended') expect(next).toBeNull();
        if (next !== null) expect(RENTAL_STATES).toContain(next);
      }
    }
    expect(rentalTransition('awaiting-delivery', 'notice')).toBeNull();
    expect(rentalTransition('awaiting-delivery', 'picked-up')).toBeNull();
    expect(rentalTransition('active', 'picked-up')).toBe('ended');
    expect(rentalTransition('notice-given', 'picked-up')).toBe('ended');
  });
});
