import { describe, expect, it } from '@jest/globals';
import { parseConfig } from './app-config.js';
import { configProblemsOf as problemsOf } from '../../test/support/config-problems.js';

describe('VAT and VIES configuration', () => {
  it('defaults to OSS on and the offline VIES stand-in', () => {
    const config = parseConfig({}, '/tmp');
    expect(config.vatOss).toBe(true);
    expect(config.vies).toMatchObject({ mode: 'offline', notRegistered: [], timeoutMs: 5000, requester: null });
  });

  it('normalises the not-registered list and the requester, and reads the switches', () => {
    const config = parseConfig({ VAT_OSS: 'off', VIES: 'ec', VIES_NOT_REGISTERED: 'nl 0044.95.445 b01, DE136695976', VIES_REQUESTER_VAT: 'BE 0403.170.701', VIES_TIMEOUT_MS: '3000' }, '/tmp');
    expect(config.vatOss).toBe(false);
    expect(config.vies).toMatchObject({ mode: 'ec', notRegistered: ['NL004495445B01', 'DE136695976'], timeoutMs: 3000, requester: { country: 'BE', number: '0403170701' } });
  });

  it('names every bad VAT variable at once', () => {
    const problems = problemsOf({ VAT_OSS: 'yes', VIES: 'soap', VIES_NOT_REGISTERED: 'DE123', VIES_URL: 'ftp://x', VIES_TIMEOUT_MS: '10', VIES_REQUESTER_VAT: 'BE123' });
    for (const name of ['VAT_OSS', 'VIES must', 'VIES_NOT_REGISTERED', 'VIES_URL', 'VIES_TIMEOUT_MS', 'VIES_REQUESTER_VAT']) {
      expect(problems.some((problem) => problem.startsWith(name))).toBe(true);
    }
  });
});
