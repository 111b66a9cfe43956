/**
 * The value of cookie `name` in a Cookie header (or `document.cookie`, the same shape:
 * `a=1; b=2`), as sent (not decoded); null when absent. The first one counts, as browsers
 * send the most specific path first.
 */
export const cookieValue = (header: string, name: string): string | null => {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at >= 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
};

export interface CookieAttributes {
  /** 0 removes the cookie. */
  readonly maxAgeSeconds: number;
  /** Sent over https only: set when the site is served over https. */
  readonly secure: boolean;
}

/** A first-party cookie for the whole site, as `document.cookie` takes it and Set-Cookie sends it (the value must need no escaping). */
export const cookieAssignment = (name: string, value: string, { maxAgeSeconds, secure }: CookieAttributes): string =>
  `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
