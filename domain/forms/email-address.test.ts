import { describe, expect, it } from '@jest/globals';
import { isValidEmail } from './email-address.js';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['info@example.be', 'jan.peeters+offerte@bedrijf.co.uk', 'o\'brien@müller.de', 'a@b.xn--p1ai']) {
      expect(isValidEmail(email)).toBe(true);
    }
  });

  it('refuses what is not an address', () => {
    for (const email of ['', 'plain', '@example.be', 'a@', 'a@b', 'a@@b.be', 'a b@c.be', 'a@b.c', '.a@b.be', 'a..b@c.be', 'a@-b.be', 'a@b.123', 'a@[1.2.3.4]', `${'a'.repeat(65)}@b.be`]) {
      expect(isValidEmail(email)).toBe(false);
    }
  });
});
