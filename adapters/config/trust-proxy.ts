import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which proxies in front of the shop are believed about the client's address
 * (`X-Forwarded-For`), in the forms express's `trust proxy` takes: a number of
 * hops, or addresses / CIDR ranges / proxy-addr's named ranges.
 */
export type TrustProxy = { readonly kind: 'hops'; readonly hops: number } | { readonly kind: 'addresses'; readonly addresses: readonly string[] };

export const DEFAULT_TRUST_PROXY: TrustProxy = { kind: 'addresses', addresses: ['loopback'] };

/** proxy-addr's names for the loopback, link-local and unique-local ranges (IPv4 and IPv6). */
const NAMED_RANGES: ReadonlySet<string> = new Set(['loopback', 'linklocal', 'uniquelocal']);

const MAX_HOPS = 100;

const isAddressOrRange = (entry: string): boolean => {
  if (NAMED_RANGES.has(entry)) return true;
  // Zone ids (fe80::1%eth0) are not accepted by proxy-addr's parser.
  if (entry.includes('%')) return false;
  const slash = entry.indexOf('/');
  const address = slash < 0 ? entry : entry.slice(0, slash);
  const bits = isIPv4(address) ? 32 : isIPv6(address) ? 128 : null;
  if (bits === null) return false;
  if (slash < 0) return true;
  const prefix = entry.slice(slash + 1);
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
};

/**
 * TRUST_PROXY: unset or empty → loopback; a whole number of hops from 1 to 100;
 * or a comma-separated list of IPv4/IPv6 addresses, CIDR ranges and the names
 * loopback, linklocal, uniquelocal. The problem names the variable.
 */
export const parseTrustProxy = (text: string | null): { readonly ok: true; readonly value: TrustProxy } | { readonly ok: false; readonly problem: string } => {
  const value = text?.trim() ?? '';
  if (value === '') return { ok: true, value: DEFAULT_TRUST_PROXY };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= MAX_HOPS
      ? { ok: true, value: { kind: 'hops', hops } }
      : { ok: false, problem: `TRUST_PROXY as a hop count must be a whole number from 1 to ${MAX_HOPS}, got "${value}"` };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    return {
      ok: false,
      problem: `TRUST_PROXY must be "loopback", a hop count or a comma-separated list of IP addresses and CIDR ranges; "${bad.join('", "')}" is none of these`,
    };
  }
  return { ok: true, value: { kind: 'addresses', addresses: [...new Set(entries)] } };
};

/** The value for express's `app.set('trust proxy', …)`. */
export const expressTrustProxy = (trust: TrustProxy): number | string[] => (trust.kind === 'hops' ? trust.hops : [...trust.addresses]);
