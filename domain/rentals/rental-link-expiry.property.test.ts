import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyDay, anyOffset } from '../../test/arbitraries/rental.arbitraries.js';
import { addDays, laterDay } from './rental-days.js';
import { rentalLinkClosesOn, rentalLinkOpen, type RentalLinkFacts } from './rental-link-expiry.js';

const anyKeepDays = fc.integer({ min: 1, max: 400 });

/** A contract that ended on a day, settled on another (or never paid anything after its order), owing nothing or something. */
const anyEndedContract: fc.Arbitrary<RentalLinkFacts & { readonly endedOn: string }> = fc
  .tuple(anyDay, fc.option(fc.integer({ min: -200, max: 200 })), fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_000_000 })))
  .map(([endedOn, settledShift, outstanding]) => ({ endedOn, lastSettledOn: settledShift === null ? null : addDays(endedOn, settledShift), outstanding }));

describe('how long a rental page link opens the page', () => {
  it('opens it whatever its age while the rent runs or anything is left to pay', () => {
    fc.assert(
      fc.property(anyEndedContract, anyKeepDays, anyOffset(20_000), (contract, keepDays, age) => {
        const running = { ...contract, endedOn: null };
        const owed = { ...contract, outstanding: contract.outstanding + 1 };
        const today = addDays(contract.endedOn, age);
        expect(rentalLinkOpen(running, keepDays, today)).toBe(true);
        expect(rentalLinkOpen(owed, keepDays, today)).toBe(true);
      }),
    );
  });

  it('closes it exactly keepDays after the later of the end and the last payment or credit, once nothing is owed', () => {
    fc.assert(
      fc.property(anyEndedContract, anyKeepDays, fc.integer({ min: -30, max: 800 }), (contract, keepDays, shift) => {
        const settled = { ...contract, outstanding: 0 };
        const from = settled.lastSettledOn === null ? settled.endedOn : laterDay(settled.endedOn, settled.lastSettledOn);
        expect(rentalLinkClosesOn(settled, keepDays)).toBe(addDays(from, keepDays));
        const today = addDays(from, shift);
        expect(rentalLinkOpen(settled, keepDays, today)).toBe(shift < keepDays);
      }),
    );
  });

  it('stays closed once closed: a later day never opens it again', () => {
    fc.assert(
      fc.property(anyEndedContract, anyKeepDays, anyDay, anyOffset(3000), (contract, keepDays, today, later) => {
        if (!rentalLinkOpen(contract, keepDays, today)) expect(rentalLinkOpen(contract, keepDays, addDays(today, later))).toBe(false);
      }),
    );
  });
});
