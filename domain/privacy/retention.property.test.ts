import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { DEFAULT_RETENTION_PERIODS, invoiceKeptUntil, RETENTION_CATEGORIES, RETENTION_RULES, retentionCutoffs, type RetentionPeriods } from './retention.js';

const anyNow = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2060-01-01T00:00:00Z'), noInvalidDate: true });
const anyPeriods: fc.Arbitrary<RetentionPeriods> = fc.record(
  Object.fromEntries(RETENTION_CATEGORIES.map((category) => [category, fc.integer({ min: RETENTION_RULES[category].minimumDays, max: 36_500 })])) as Record<
    (typeof RETENTION_CATEGORIES)[number],
    fc.Arbitrary<number>
  >,
);

describe('retention periods', () => {
  it('puts each cutoff its period of whole days before now', () => {
    fc.assert(
      fc.property(anyNow, anyPeriods, (now, periods) => {
        const cutoffs = retentionCutoffs(now, periods);
        for (const category of RETENTION_CATEGORIES) expect(now.getTime() - cutoffs[category].getTime()).toBe(periods[category] * 86_400_000);
      }),
    );
  });

  it('a longer period never makes anything due sooner', () => {
    fc.assert(
      fc.property(anyNow, anyPeriods, fc.integer({ min: 1, max: 1000 }), (now, periods, more) => {
        const longer = retentionCutoffs(now, { ...periods, contactMessages: periods.contactMessages + more });
        expect(longer.contactMessages.getTime()).toBeLessThan(retentionCutoffs(now, periods).contactMessages.getTime());
      }),
    );
  });

  it('has defaults within their own bounds, the audit trail kept ten years and carts as long as their cookie', () => {
    for (const category of RETENTION_CATEGORIES) expect(DEFAULT_RETENTION_PERIODS[category]).toBeGreaterThanOrEqual(RETENTION_RULES[category].minimumDays);
    expect(DEFAULT_RETENTION_PERIODS.auditTrail).toBe(3_650);
    expect(DEFAULT_RETENTION_PERIODS.abandonedCarts).toBe(30);
  });
});

describe('invoiceKeptUntil', () => {
  it('keeps an invoice ten years from 1 January after its date: to 31 December of the year plus ten', () => {
    expect(invoiceKeptUntil('2026-03-15')).toBe('2036-12-31');
    expect(invoiceKeptUntil('2026-12-31')).toBe('2036-12-31');
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const issued = date.toISOString().slice(0, 10);
        const until = Date.parse(`${invoiceKeptUntil(issued)}T00:00:00Z`);
        const issuedAt = Date.parse(`${issued}T00:00:00Z`);
        expect(until - issuedAt).toBeGreaterThanOrEqual(10 * 365 * 86_400_000);
        expect(until - issuedAt).toBeLessThan(11 * 366 * 86_400_000);
      }),
    );
  });
});
