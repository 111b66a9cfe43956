/**
 * The key a visitor's requests are counted under: an IPv4 address as it is
 * (IPv4-mapped IPv6 too), an IPv6 address by its /64 network, the smallest
 * block one subscriber line is given, so hopping through the 2^64 addresses
 * of one's own network is no way around a limit.
 */
export const clientAddressKey = (address: string): string => {
  const plain = address.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!plain.includes(':')) return plain;
  const groups = ipv6Groups(plain);
  return groups === null ? plain : `${groups.slice(0, 4).join(':')}::/64`;
};

/** The eight 16-bit groups of an IPv6 address (without leading zeros), or null when it is not one. */
const ipv6Groups = (address: string): string[] | null => {
  let text = address;
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted !== null) {
    const bytes = dotted.slice(1, 5).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] === '' || halves[0] === undefined ? [] : halves[0].split(':');
  const tail = halves.length === 2 && halves[1] !== '' && halves[1] !== undefined ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || (halves.length === 2 && missing < 1)) return null;
  const groups = [...head, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tail];
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16).toString(16));
};
