import { describe, expect, it } from '@jest/globals';
import { ORDER_STATUSES, PAYMENT_METHODS } from './order.js';
import { checkOrderTransition } from './order-status-transitions.js';

describe('checkOrderTransition', () => {
  it('allows exactly the workflow moves', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => checkOrderTransition(from, to, 'bank_transfer') === 'allowed').map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['pending→paid', 'pending→cancelled', 'paid→processing', 'paid→cancelled', 'processing→shipped', 'shipped→completed']);
  });

  it('marks only bank transfers paid by hand', () => {
    expect(checkOrderTransition('pending', 'paid', 'stripe')).toBe('not-bank-transfer');
    expect(checkOrderTransition('pending', 'cancelled', 'stripe')).toBe('allowed');
    expect(checkOrderTransition('paid', 'processing', 'stripe')).toBe('allowed');
  });

  it('never allows staying put or leaving completed and cancelled', () => {
    for (const method of PAYMENT_METHODS) {
      for (const status of ORDER_STATUSES) expect(checkOrderTransition(status, status, method)).toBe('not-allowed');
      for (const to of ORDER_STATUSES) {
        expect(checkOrderTransition('completed', to, method)).toBe('not-allowed');
        expect(checkOrderTransition('cancelled', to, method)).toBe('not-allowed');
      }
    }
  });
});
