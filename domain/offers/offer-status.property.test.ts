import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LANGUAGES } from '../shared/language.js';
import { addDays } from './offer-validity.js';
import {
  answerRefusal,
  canMove,
  effectiveOfferStatus,
  OFFER_REFUSAL_MESSAGES,
  OFFER_REFUSALS,
  OFFER_STATUSES,
  OFFER_TRANSITIONS,
  STORED_OFFER_STATUSES,
  type OfferMove,
} from './offer-status.js';

const anyStatus = fc.constantFrom(...OFFER_STATUSES);
const anyStored = fc.constantFrom(...STORED_OFFER_STATUSES);
const anyDay = fc.integer({ min: 0, max: 20_000 }).map((days) => addDays('2000-01-01', days));
const anyRevision = fc.integer({ min: 1, max: 20 });
const MOVES = Object.keys(OFFER_TRANSITIONS) as OfferMove[];

describe('offer status', () => {
  it('is expired exactly when sent or viewed and past its last day, paid exactly when ordered and the order is paid', () => {
    fc.assert(
      fc.property(anyStored, anyDay, anyDay, fc.boolean(), (stored, validUntil, today, orderPaid) => {
        const status = effectiveOfferStatus({ stored, validUntil, orderPaid }, today);
        expect(status === 'expired').toBe((stored === 'sent' || stored === 'viewed') && today > validUntil);
        expect(status === 'paid').toBe(stored === 'ordered' && orderPaid);
        if (status !== 'expired' && status !== 'paid') expect(status).toBe(stored);
      }),
    );
  });

  it('lets a customer answer only the current revision of a sent or viewed offer within its validity', () => {
    fc.assert(
      fc.property(anyStatus, anyRevision, anyRevision, (status, currentRevision, answeredRevision) => {
        const refusal = answerRefusal({ status, currentRevision, answeredRevision });
        expect(refusal === null).toBe((status === 'sent' || status === 'viewed') && currentRevision === answeredRevision);
        if (status === 'expired' && currentRevision === answeredRevision) expect(refusal).toBe('expired');
        if (status === 'declined') expect(refusal).toBe('declined');
        if (status === 'accepted' || status === 'ordered' || status === 'paid') expect(refusal).toBe('accepted');
      }),
    );
  });

  it('never moves an accepted, ordered or paid offer back, and never answers for a draft', () => {
    for (const move of MOVES) {
      expect(canMove('paid', move)).toBe(false);
      if (move !== 'order') expect(canMove('accepted', move)).toBe(false);
      if (move !== 'pay') expect(canMove('ordered', move)).toBe(false);
    }
    expect(canMove('draft', 'accept')).toBe(false);
    expect(canMove('draft', 'decline')).toBe(false);
    expect(canMove('expired', 'accept')).toBe(false);
    expect(canMove('declined', 'revise')).toBe(true);
  });

  it('says every refusal in the four languages', () => {
    for (const refusal of OFFER_REFUSALS) for (const language of LANGUAGES) expect(OFFER_REFUSAL_MESSAGES[refusal][language].length).toBeGreaterThan(10);
  });
});
