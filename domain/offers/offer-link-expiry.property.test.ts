import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LANGUAGES } from '../shared/language.js';
import { OFFER_LINK_EXPIRED, offerLinkClosesOn, offerLinkOpen } from './offer-link-expiry.js';
import { OFFER_STATUSES } from './offer-status.js';
import { addDays } from './offer-validity.js';

const DAY_MS = 86_400_000;
const anyDay = fc.integer({ min: Date.UTC(2001, 0, 1) / DAY_MS, max: Date.UTC(2100, 0, 1) / DAY_MS }).map((days) => new Date(days * DAY_MS).toISOString().slice(0, 10));
const anyKeepDays = fc.integer({ min: 1, max: 400 });

describe('how long an offer link opens the offer', () => {
  it('closes an expired offer keepDays after its first day past validity, a declined one keepDays after the decline', () => {
    fc.assert(
      fc.property(anyDay, anyDay, anyKeepDays, fc.integer({ min: -30, max: 800 }), (validUntil, declinedOn, keepDays, shift) => {
        const expiredFrom = addDays(validUntil, 1);
        expect(offerLinkOpen({ status: 'expired', validUntil, declinedOn: null }, keepDays, addDays(expiredFrom, shift))).toBe(shift < keepDays);
        expect(offerLinkOpen({ status: 'declined', validUntil, declinedOn }, keepDays, addDays(declinedOn, shift))).toBe(shift < keepDays);
      }),
    );
  });

  it('keeps the links of an offer that waits for an answer, was accepted or became an order, whatever the day', () => {
    const open = OFFER_STATUSES.filter((status) => status !== 'expired' && status !== 'declined');
    fc.assert(
      fc.property(fc.constantFrom(...open), anyDay, anyDay, anyKeepDays, (status, validUntil, today, keepDays) => {
        expect(offerLinkClosesOn({ status, validUntil, declinedOn: null }, keepDays)).toBeNull();
        expect(offerLinkOpen({ status, validUntil, declinedOn: null }, keepDays, today)).toBe(true);
      }),
    );
  });

  it('says so in every language', () => {
    for (const language of LANGUAGES) expect(OFFER_LINK_EXPIRED[language].length).toBeGreaterThan(20);
  });
});
