import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { ConfigError, parseConfig } from './app-config.js';
import { DEFAULT_TRUST_PROXY, expressTrustProxy, parseTrustProxy } from './trust-proxy.js';

const ipv4 = fc.ipV4();
const ipv6 = fc.ipV6();
const ipv4Range = fc.tuple(fc.ipV4(), fc.integer({ min: 0, max: 32 })).map(([address, prefix]) => `${address}/${prefix}`);
const ipv6Range = fc.tuple(fc.ipV6(), fc.integer({ min: 0, max: 128 })).map(([address, prefix]) => `${address}/${prefix}`);
const entry = fc.oneof(ipv4, ipv6, ipv4Range, ipv6Range, fc.constantFrom('loopback', 'linklocal', 'uniquelocal'));

const problemOf = (text: string): string => {
  const parsed = parseTrustProxy(text);
  if (parsed.ok) throw new Error(`"${text}" was accepted`);
  return parsed.problem;
};

describe('parseTrustProxy', () => {
  it('defaults to loopback when unset or blank', () => {
    expect(parseTrustProxy(null)).toEqual({ ok: true, value: DEFAULT_TRUST_PROXY });
    expect(parseTrustProxy('  ')).toEqual({ ok: true, value: DEFAULT_TRUST_PROXY });
    expect(expressTrustProxy(DEFAULT_TRUST_PROXY)).toEqual(['loopback']);
  });

  it('reads a hop count from 1 to 100 as a number for express', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (hops) => {
        const parsed = parseTrustProxy(String(hops));
        expect(parsed).toEqual({ ok: true, value: { kind: 'hops', hops } });
        if (parsed.ok) expect(expressTrustProxy(parsed.value)).toBe(hops);
      }),
    );
    for (const bad of ['0', '101', '007000']) expect(problemOf(bad)).toMatch(/^TRUST_PROXY as a hop count/);
  });

  it('reads any comma-separated list of IPv4/IPv6 addresses, CIDR ranges and named ranges, spaces around entries ignored', () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 6 }), (entries) => {
        const parsed = parseTrustProxy(entries.join(' , '));
        expect(parsed).toEqual({ ok: true, value: { kind: 'addresses', addresses: [...new Set(entries)] } });
      }),
    );
  });

  it('refuses a list with any entry that is not an address or range, naming TRUST_PROXY and the entry', () => {
    const notAnEntry = fc.constantFrom('10.0.0.0/33', '::1/129', '10.0.0', 'proxy.example', '256.1.1.1', '10.0.0.0/', '10.0.0.0/x', 'fe80::1%eth0', '', 'true', '-1', '1.5');
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 3 }), notAnEntry, fc.array(entry, { maxLength: 3 }), (before, bad, after) => {
        // An empty value alone is the unset default; an empty entry in a list is a mistake.
        fc.pre(bad !== '' || before.length + after.length > 0);
        const problem = problemOf([...before, bad, ...after].join(','));
        expect(problem).toMatch(/^TRUST_PROXY must be/);
        expect(problem).toContain(`"${bad}"`);
      }),
    );
  });
});

describe('TRUST_PROXY in the configuration', () => {
  it('is parsed with the rest and a bad value refuses the start, named with the other problems', () => {
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32' }, '/tmp').trustProxy).toEqual({ kind: 'addresses', addresses: ['10.0.0.0/8', '2001:db8::/32'] });
    expect(parseConfig({}, '/tmp').trustProxy).toEqual(DEFAULT_TRUST_PROXY);
    let problems: readonly string[] = [];
    try {
      parseConfig({ TRUST_PROXY: 'everyone', PORT: 'x' }, '/tmp');
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems.some((problem) => problem.startsWith('TRUST_PROXY must be'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('PORT'))).toBe(true);
  });
});
