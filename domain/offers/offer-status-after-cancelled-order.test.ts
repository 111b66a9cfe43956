import { describe, expect, it } from '@jest/globals';
import { answerRefusal, canMove, effectiveOfferStatus, OFFER_STATUS_AFTER_CANCELLED_ORDER } from './offer-status.js';

describe('the offer of a cancelled order', () => {
  it('can be revised by the admin and, while valid, answered by the customer: never "already accepted"', () => {
    const today = '2026-12-02';
    const status = effectiveOfferStatus({ stored: OFFER_STATUS_AFTER_CANCELLED_ORDER, validUntil: today, orderPaid: false }, today);
    expect(canMove(status, 'revise')).toBe(true);
    expect(answerRefusal({ status, currentRevision: 2, answeredRevision: 2 })).toBeNull();
  });

  it('shows as expired once past its validity, which the admin can revise too', () => {
    const status = effectiveOfferStatus({ stored: OFFER_STATUS_AFTER_CANCELLED_ORDER, validUntil: '2026-11-30', orderPaid: false }, '2026-12-02');
    expect(status).toBe('expired');
    expect(canMove(status, 'revise')).toBe(true);
    expect(answerRefusal({ status, currentRevision: 1, answeredRevision: 1 })).toBe('expired');
  });
});
