/**
 * How long after an order was placed its payment session id (`cs_…`) still
 * opens it: the confirmation and the invoice links on it. The id sits in
 * browser history and the payment provider's records, so it serves the visit
 * back from paying, not as a lasting key; the order's access token does that.
 */
export const SESSION_LINK_HOURS = 24;

export const sessionLinkOpen = (placedAt: Date, now: Date): boolean => now.getTime() - placedAt.getTime() < SESSION_LINK_HOURS * 3_600_000;
