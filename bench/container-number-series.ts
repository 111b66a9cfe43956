import { checkRemainder, completeContainerNumber, type ContainerNumber } from '../domain/units/container-number.js';

/** The owner code of the benchmark's units (fictional; the demo's units are BCS, the API tests' RSV). */
export const BENCH_OWNER_CODE = 'BNC';
const LAST_SERIAL = 999_999;

/** The six-digit serial of a canonical number (`BNCU0000127` → 12). */
export const serialOf = (number: string): number => Number(number.slice(4, 10));

/**
 * `count` freight-container numbers (category U) of an owner code, the serials ascending from
 * `afterSerial` + 1, each with the check digit of ISO 6346. Serials whose check remainder is 10 are
 * left out: their check digit 0 would also stand for remainder 0, and the standard asks owners not to
 * issue them. Throws when the six-digit serials run out.
 */
export const containerNumberSeries = (owner: string, afterSerial: number, count: number): ContainerNumber[] => {
  if (!/^[A-Z]{3}$/.test(owner)) throw new Error(`an owner code is three letters A to Z, not ${owner}`);
  if (!Number.isInteger(afterSerial) || afterSerial < -1) throw new Error(`afterSerial must be a whole number from -1, not ${afterSerial}`);
  if (!Number.isInteger(count) || count < 0) throw new Error(`count must be a whole number from 0, not ${count}`);
  const numbers: ContainerNumber[] = [];
  for (let serial = afterSerial + 1; numbers.length < count; serial += 1) {
    if (serial > LAST_SERIAL) throw new Error(`owner code ${owner} has no ${count} serials left after ${afterSerial}`);
    const digits = String(serial).padStart(6, '0');
    if (checkRemainder(`${owner}U${digits}`) === 10) continue;
    numbers.push(completeContainerNumber(owner, 'U', digits));
  }
  return numbers;
};
