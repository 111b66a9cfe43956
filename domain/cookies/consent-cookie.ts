/** The visitor's cookie choices: necessary always on, the other three as chosen. */
export interface CookieConsent {
  readonly necessary: true;
  readonly analytics: boolean;
  readonly marketing: boolean;
  readonly preferences: boolean;
}

/** The first-party cookie holding the choice (and, before it, the localStorage key of older visitors). */
export const CONSENT_COOKIE = 'cookie-consent';
/** A choice is asked again after a year. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

type OptionalCategory = 'analytics' | 'marketing' | 'preferences';
const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['analytics', 'marketing', 'preferences'];
const NECESSARY = 'necessary';
/** Letters and dots only: a cookie value that needs no escaping. */
const SEPARATOR = '.';

export const ACCEPT_ALL: CookieConsent = { necessary: true, analytics: true, marketing: true, preferences: true };
export const REJECT_ALL: CookieConsent = { necessary: true, analytics: false, marketing: false, preferences: false };

/** The cookie value: the granted categories in a fixed order, `necessary` first (`necessary.analytics`). */
export const formatConsent = (consent: CookieConsent): string =>
  [NECESSARY, ...OPTIONAL_CATEGORIES.filter((category) => consent[category])].join(SEPARATOR);

const isOptionalCategory = (name: string): name is OptionalCategory => (OPTIONAL_CATEGORIES as readonly string[]).includes(name);

/** The choice a cookie value holds; null for anything but `necessary` followed by distinct known categories. */
export const parseConsent = (value: string): CookieConsent | null => {
  const [first, ...granted] = value.split(SEPARATOR);
  if (first !== NECESSARY || new Set(granted).size !== granted.length || !granted.every(isOptionalCategory)) return null;
  return { necessary: true, analytics: granted.includes('analytics'), marketing: granted.includes('marketing'), preferences: granted.includes('preferences') };
};
