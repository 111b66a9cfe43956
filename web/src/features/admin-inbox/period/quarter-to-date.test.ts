import { describe, expect, it } from 'vitest';
import { quarterToDate } from './quarter-to-date.js';

describe('quarterToDate', () => {
  it('runs from the first day of the quarter to today', () => {
    expect(quarterToDate(new Date('2026-11-25T12:00:00Z'))).toEqual({ from: '2026-10-01', to: '2026-11-25' });
    expect(quarterToDate(new Date('2026-03-31T12:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(quarterToDate(new Date('2026-04-01T12:00:00Z'))).toEqual({ from: '2026-04-01', to: '2026-04-01' });
  });

  it('counts days in Brussels, where invoices are dated: after midnight there it is already the next day', () => {
    expect(quarterToDate(new Date('2026-11-26T23:30:00Z'))).toEqual({ from: '2026-10-01', to: '2026-11-27' });
    expect(quarterToDate(new Date('2026-12-31T23:30:00Z'))).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });
});
