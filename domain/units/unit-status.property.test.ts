import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyUnitStatus } from '../../test/arbitraries/unit.arbitraries.js';
import { adminStatusChoices, canMoveUnit, CREATABLE_STATUSES, HELD_STATUSES, settledStatus, UNIT_STATUSES, type UnitStatus } from './unit-status.js';

const anyMover = fc.constantFrom('order' as const, 'admin' as const);
const held = (status: UnitStatus): boolean => (HELD_STATUSES as readonly UnitStatus[]).includes(status);

describe('unit statuses, properties', () => {
  it('always allows staying put', () => {
    fc.assert(fc.property(anyUnitStatus, anyMover, (status, mover) => expect(canMoveUnit(status, status, mover)).toBe(true)));
  });

  it('reserves only through an order, and only an available unit', () => {
    fc.assert(
      fc.property(anyUnitStatus, anyMover, (from, mover) => {
        fc.pre(from !== 'reserved');
        expect(canMoveUnit(from, 'reserved', mover)).toBe(mover === 'order' && from === 'available');
      }),
    );
  });

  it('never lets an admin move a reserved unit by hand (only a swap or the order does)', () => {
    fc.assert(fc.property(anyUnitStatus, (to) => expect(canMoveUnit('reserved', to, 'admin')).toBe(to === 'reserved')));
  });

  it('lets orders move only units they hold or take, and every held unit can be given back', () => {
    fc.assert(
      fc.property(anyUnitStatus, anyUnitStatus, (from, to) => {
        fc.pre(from !== to);
        if (canMoveUnit(from, to, 'order')) expect(held(from) || held(to)).toBe(true);
      }),
    );
    for (const status of HELD_STATUSES) expect(canMoveUnit(status, 'available', 'order')).toBe(true);
  });

  it('brings every status back to available by some chain of moves', () => {
    for (const start of UNIT_STATUSES) {
      const reached = new Set<UnitStatus>([start]);
      for (let round = 0; round < UNIT_STATUSES.length; round += 1) {
        for (const from of [...reached]) for (const to of UNIT_STATUSES) if (canMoveUnit(from, to, 'order') || canMoveUnit(from, to, 'admin')) reached.add(to);
      }
      expect({ start, available: reached.has('available') }).toEqual({ start, available: true });
    }
  });

  it('offers the admin exactly the statuses a move by hand allows, the current one first', () => {
    fc.assert(
      fc.property(anyUnitStatus, (from) => {
        const choices = adminStatusChoices(from);
        expect(choices[0]).toBe(from);
        for (const to of UNIT_STATUSES) expect(choices.includes(to)).toBe(canMoveUnit(from, to, 'admin'));
      }),
    );
  });

  it('settles a paid rent as rented out and a paid sale as sold; never creates a reservation', () => {
    expect(settledStatus('rent')).toBe('rented-out');
    for (const condition of ['new', 'used-a', 'used-cw'] as const) expect(settledStatus(condition)).toBe('sold');
    expect(CREATABLE_STATUSES).not.toContain('reserved');
    expect(CREATABLE_STATUSES).toHaveLength(UNIT_STATUSES.length - 1);
  });
});
