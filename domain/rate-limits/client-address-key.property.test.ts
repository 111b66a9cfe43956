import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { clientAddressKey } from './client-address-key.js';

describe('the key a client address is counted under', () => {
  it('keeps IPv4 addresses, also written IPv4-mapped', () => {
    expect(clientAddressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    expect(clientAddressKey('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:8d3::/64');
    expect(clientAddressKey('2001:0DB8:85A3:08D3::1')).toBe('2001:db8:85a3:8d3::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('gives every address of one /64 the same key, and addresses of different /64s different keys', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const groups = fc.array(group, { minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(groups, groups, (a, b) => {
        const write = (parts: number[]) => parts.map((part) => part.toString(16)).join(':');
        const sameNetwork = [...a.slice(0, 4), ...b.slice(4)];
        expect(clientAddressKey(write(a))).toBe(clientAddressKey(write(sameNetwork)));
        const differs = a.slice(0, 4).some((part, index) => part !== b[index]);
        expect(clientAddressKey(write(a)) === clientAddressKey(write(b))).toBe(!differs);
      }),
    );
  });
});
