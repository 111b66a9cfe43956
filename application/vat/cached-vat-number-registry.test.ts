import { describe, expect, it } from '@jest/globals';
import type { VatNumber } from '../../domain/vat/vat-number.js';
import { cachedVatNumberRegistry, CONFIRMED_TTL_MS, NOT_REGISTERED_TTL_MS } from './cached-vat-number-registry.js';
import type { VatNumberCheck, VatNumberRegistry } from './vat-number-registry.port.js';

const GERMAN: VatNumber = { country: 'DE', number: '136695976' };
const DUTCH: VatNumber = { country: 'NL', number: '004495445B01' };

/** VIES whose next answers are scripted; it counts the questions. */
const scripted = (answers: VatNumberCheck[]): VatNumberRegistry & { asked: number } => {
  const registry = {
    asked: 0,
    async check(): Promise<VatNumberCheck> {
      registry.asked += 1;
      const answer = answers.shift();
      if (answer === undefined) throw new Error('asked more often than scripted');
      return answer;
    },
  };
  return registry;
};
const confirmed: VatNumberCheck = { status: 'confirmed', consultationNumber: 'WAPI1', checkedAt: '2026-11-25T10:00:00.000Z', registeredName: null };

describe('cachedVatNumberRegistry', () => {
  it('keeps a confirmation for a day, then asks again', async () => {
    let time = 0;
    const inner = scripted([confirmed, { ...confirmed, consultationNumber: 'WAPI2' }]);
    const cache = cachedVatNumberRegistry(inner, () => new Date(time));
    expect(await cache.check(GERMAN)).toEqual(confirmed);
    time = CONFIRMED_TTL_MS - 1;
    expect(await cache.check({ ...GERMAN })).toEqual(confirmed);
    expect(inner.asked).toBe(1);
    time = CONFIRMED_TTL_MS;
    expect(await cache.check(GERMAN)).toMatchObject({ consultationNumber: 'WAPI2' });
    expect(inner.asked).toBe(2);
  });

  it('keeps "not registered" for an hour and never keeps an outage', async () => {
    let time = 0;
    const inner = scripted([
      { status: 'unavailable', reason: 'MS_UNAVAILABLE' },
      { status: 'not_registered', checkedAt: '2026-11-25T10:00:00.000Z' },
      { status: 'not_registered', checkedAt: '2026-11-25T11:00:00.000Z' },
    ]);
    const cache = cachedVatNumberRegistry(inner, () => new Date(time));
    expect((await cache.check(DUTCH)).status).toBe('unavailable');
    expect((await cache.check(DUTCH)).status).toBe('not_registered');
    time = NOT_REGISTERED_TTL_MS - 1;
    expect((await cache.check(DUTCH)).status).toBe('not_registered');
    expect(inner.asked).toBe(2);
    time = NOT_REGISTERED_TTL_MS;
    await cache.check(DUTCH);
    expect(inner.asked).toBe(3);
  });

  it('holds at most its maximum, dropping the oldest', async () => {
    const inner = scripted([confirmed, confirmed, confirmed, confirmed]);
    const cache = cachedVatNumberRegistry(inner, () => new Date(0), 1);
    await cache.check(GERMAN);
    await cache.check(DUTCH);
    await cache.check(GERMAN);
    expect(inner.asked).toBe(3);
  });
});
