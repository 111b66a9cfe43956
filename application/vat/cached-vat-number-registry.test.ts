import { describe, expect, it } from '@jest/globals';
import type { VatNumber } from '../../domain/vat/vat-number.js';
import { ANSWER_TTL_MS, cachedVatNumberRegistry, UNAVAILABLE_TTL_MS } from './cached-vat-number-registry.js';
import { UNLIMITED_VAT_LOOKUPS, type VatLookupBudget } from './vat-number-lookups.port.js';
import type { VatNumberCheck, VatNumberRegistry } from './vat-number-registry.port.js';

const GERMAN: VatNumber = { country: 'DE', number: '136695976' };
const DUTCH: VatNumber = { country: 'NL', number: '004495445B01' };
const BELGIAN: VatNumber = { country: 'BE', number: '0403170701' };

const confirmed: VatNumberCheck = { status: 'confirmed', consultationNumber: 'WAPI1', checkedAt: '2026-11-25T10:00:00.000Z', registeredName: null };
const notRegistered: VatNumberCheck = { status: 'not_registered', checkedAt: '2026-11-25T10:00:00.000Z' };
const outage: VatNumberCheck = { status: 'unavailable', reason: 'MS_UNAVAILABLE' };

/** VIES whose answers are given by the test, one per question, when the test says so; it keeps the questions. */
const heldVies = (): VatNumberRegistry & { asked: string[]; answer(check: VatNumberCheck): void } => {
  const waiting: ((check: VatNumberCheck) => void)[] = [];
  return {
    asked: [],
    check(vatNumber: VatNumber): Promise<VatNumberCheck> {
      this.asked.push(`${vatNumber.country}${vatNumber.number}`);
      return new Promise((resolve) => waiting.push(resolve));
    },
    answer(check: VatNumberCheck): void {
      const next = waiting.shift();
      if (next === undefined) throw new Error('nobody is waiting for VIES');
      next(check);
    },
  };
};

/** VIES answering each question at once with the next scripted answer. */
const scriptedVies = (answers: VatNumberCheck[]): VatNumberRegistry & { asked: string[] } => ({
  asked: [],
  async check(vatNumber: VatNumber): Promise<VatNumberCheck> {
    this.asked.push(`${vatNumber.country}${vatNumber.number}`);
    const answer = answers.shift();
    if (answer === undefined) throw new Error('asked more often than scripted');
    return answer;
  },
});

/** A client's budget of `allowance` lookups; it keeps how many were taken. */
const budgetOf = (client: string, allowance: number): VatLookupBudget & { taken: number } => ({
  client,
  taken: 0,
  async take() {
    this.taken += 1;
    return this.taken <= allowance ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds: 42 };
  },
});

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('cachedVatNumberRegistry', () => {
  it('keeps a confirmation for a day, then asks again', async () => {
    let time = 0;
    const vies = scriptedVies([confirmed, { ...confirmed, consultationNumber: 'WAPI2' }]);
    const cache = cachedVatNumberRegistry(vies, () => new Date(time));
    expect(await cache.check(GERMAN, UNLIMITED_VAT_LOOKUPS)).toEqual(confirmed);
    time = ANSWER_TTL_MS - 1;
    expect(await cache.check({ ...GERMAN }, UNLIMITED_VAT_LOOKUPS)).toEqual(confirmed);
    expect(vies.asked).toHaveLength(1);
    time = ANSWER_TTL_MS;
    expect(await cache.check(GERMAN, UNLIMITED_VAT_LOOKUPS)).toMatchObject({ consultationNumber: 'WAPI2' });
    expect(vies.asked).toHaveLength(2);
  });

  it('keeps "not registered" for a day like a confirmation', async () => {
    let time = 0;
    const vies = scriptedVies([notRegistered, confirmed]);
    const cache = cachedVatNumberRegistry(vies, () => new Date(time));
    expect(await cache.check(DUTCH, UNLIMITED_VAT_LOOKUPS)).toEqual(notRegistered);
    time = ANSWER_TTL_MS - 1;
    expect(await cache.check(DUTCH, UNLIMITED_VAT_LOOKUPS)).toEqual(notRegistered);
    expect(vies.asked).toHaveLength(1);
    time = ANSWER_TTL_MS;
    expect((await cache.check(DUTCH, UNLIMITED_VAT_LOOKUPS)).status).toBe('confirmed');
    expect(vies.asked).toHaveLength(2);
  });

  it('keeps an outage for a minute, so an outage is not multiplied, then asks again', async () => {
    let time = 0;
    const vies = scriptedVies([outage, confirmed]);
    const cache = cachedVatNumberRegistry(vies, () => new Date(time));
    expect(await cache.check(DUTCH, UNLIMITED_VAT_LOOKUPS)).toEqual(outage);
    time = UNAVAILABLE_TTL_MS - 1;
    expect(await cache.check(DUTCH, UNLIMITED_VAT_LOOKUPS)).toEqual(outage);
    expect(vies.asked).toHaveLength(1);
    time = UNAVAILABLE_TTL_MS;
    expect((await cache.check(DUTCH, UNLIMITED_VAT_LOOKUPS)).status).toBe('confirmed');
    expect(vies.asked).toHaveLength(2);
  });

  it('merges 20 lookups of one number made at once into one question, answering each, and spends one lookup of the budget', async () => {
    const vies = heldVies();
    const cache = cachedVatNumberRegistry(vies, () => new Date(0));
    const budget = budgetOf('198.51.100.1', 1);
    const answers = Promise.all(Array.from({ length: 20 }, () => cache.check({ ...GERMAN }, budget)));
    await settle();
    expect(vies.asked).toEqual(['DE136695976']);
    vies.answer(confirmed);
    expect(await answers).toEqual(Array.from({ length: 20 }, () => confirmed));
    expect(budget.taken).toBe(1);
    // Once answered, the next lookup is a kept answer: no question, no budget.
    expect(await cache.check(GERMAN, budget)).toEqual(confirmed);
    expect([vies.asked.length, budget.taken]).toEqual([1, 1]);
  });

  it('asks again once a merged lookup is over', async () => {
    let time = 0;
    const vies = heldVies();
    const cache = cachedVatNumberRegistry(vies, () => new Date(time));
    const first = cache.check(GERMAN, UNLIMITED_VAT_LOOKUPS);
    await settle();
    vies.answer(outage);
    await first;
    time = UNAVAILABLE_TTL_MS;
    const second = cache.check(GERMAN, UNLIMITED_VAT_LOOKUPS);
    await settle();
    expect(vies.asked).toEqual(['DE136695976', 'DE136695976']);
    vies.answer(confirmed);
    expect(await second).toEqual(confirmed);
  });

  it('refuses a lookup once the budget is spent: VIES is not asked and nothing is kept', async () => {
    const vies = scriptedVies([confirmed, confirmed]);
    const cache = cachedVatNumberRegistry(vies, () => new Date(0));
    const budget = budgetOf('198.51.100.1', 1);
    expect(await cache.check(GERMAN, budget)).toEqual(confirmed);
    expect(await cache.check(DUTCH, budget)).toEqual({ status: 'refused', retryAfterSeconds: 42 });
    expect(vies.asked).toEqual(['DE136695976']);
    // Kept answers are still given to a client whose budget is spent.
    expect(await cache.check(GERMAN, budget)).toEqual(confirmed);
    expect(await cache.check(DUTCH, budgetOf('198.51.100.2', 1))).toEqual(confirmed);
    expect(vies.asked).toEqual(['DE136695976', 'NL004495445B01']);
  });

  it('passes a refusal on only to lookups of the same client; another client waiting on it asks with its own budget', async () => {
    const vies = heldVies();
    const cache = cachedVatNumberRegistry(vies, () => new Date(0));
    const spent = budgetOf('198.51.100.1', 0);
    const refused = [cache.check(GERMAN, spent), cache.check(GERMAN, spent)];
    const other = cache.check(GERMAN, budgetOf('198.51.100.2', 1));
    expect(await Promise.all(refused)).toEqual([
      { status: 'refused', retryAfterSeconds: 42 },
      { status: 'refused', retryAfterSeconds: 42 },
    ]);
    expect(spent.taken).toBe(1);
    await settle();
    expect(vies.asked).toEqual(['DE136695976']);
    vies.answer(confirmed);
    expect(await other).toEqual(confirmed);
  });

  it('forgets a lookup that failed, so the next one asks again', async () => {
    let calls = 0;
    const failingOnce: VatNumberRegistry = {
      check: async () => {
        calls += 1;
        if (calls === 1) throw new Error('bug');
        return confirmed;
      },
    };
    const cache = cachedVatNumberRegistry(failingOnce, () => new Date(0));
    await expect(cache.check(GERMAN, UNLIMITED_VAT_LOOKUPS)).rejects.toThrow('bug');
    expect(await cache.check(GERMAN, UNLIMITED_VAT_LOOKUPS)).toEqual(confirmed);
  });

  it('holds at most its maximum, dropping the least recently used', async () => {
    const vies = scriptedVies([confirmed, confirmed, confirmed, confirmed]);
    const cache = cachedVatNumberRegistry(vies, () => new Date(0), 2);
    await cache.check(GERMAN, UNLIMITED_VAT_LOOKUPS);
    await cache.check(DUTCH, UNLIMITED_VAT_LOOKUPS);
    await cache.check(GERMAN, UNLIMITED_VAT_LOOKUPS);
    await cache.check(BELGIAN, UNLIMITED_VAT_LOOKUPS);
    expect(vies.asked).toEqual(['DE136695976', 'NL004495445B01', 'BE0403170701']);
    await cache.check(GERMAN, UNLIMITED_VAT_LOOKUPS);
    await cache.check(DUTCH, UNLIMITED_VAT_LOOKUPS);
    expect(vies.asked).toEqual(['DE136695976', 'NL004495445B01', 'BE0403170701', 'NL004495445B01']);
  });
});
