import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { parseAuditFilter } from './audit-filter.js';

const anyDay = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));

describe('parseAuditFilter', () => {
  it('takes an empty filter as "everything"', () => {
    expect(parseAuditFilter({})).toEqual({ ok: true, value: { entity: null, id: null, actor: null, from: null, to: null } });
  });

  it('a day as "to" includes the whole day: the period from a day to the same day is that day', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const parsed = parseAuditFilter({ from: day, to: day });
        expect(parsed.ok).toBe(true);
        if (!parsed.ok || parsed.value.from === null || parsed.value.to === null) return;
        const hours = (parsed.value.to.getTime() - parsed.value.from.getTime()) / 3_600_000;
        expect([23, 24, 25]).toContain(hours);
      }),
    );
  });

  it('names every bad part of the filter', () => {
    const parsed = parseAuditFilter({ entity: 'Products; DROP', id: 'x'.repeat(201), actor: 'a'.repeat(321), from: 'yesterday', to: '2026-02-30' });
    expect(parsed.ok ? [] : parsed.error.map((problem) => problem.field)).toEqual(['entity', 'id', 'actor', 'from', 'to']);
  });

  it('refuses a period that ends before it starts', () => {
    fc.assert(
      fc.property(anyDay, anyDay, (a, b) => {
        fc.pre(a > b);
        const parsed = parseAuditFilter({ from: a, to: b });
        expect(parsed.ok ? [] : parsed.error.map((problem) => problem.field)).toEqual(['to']);
      }),
    );
  });
});
