import { addDays } from '../../domain/offers/offer-validity.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { revisionOf } from './offer.js';
import { offerMail } from './offer-links.js';
import type { OfferSecrets } from './offer-secrets.port.js';
import type { OfferSettings } from './offer-settings.js';
import type { OfferMoves } from './offer-store.port.js';

export interface RemindOffersDeps {
  readonly moves: Pick<OfferMoves, 'dueForReminder' | 'remind'>;
  readonly secrets: OfferSecrets;
  readonly settings: Pick<OfferSettings, 'publicUrl' | 'company' | 'reminderDays'>;
}

/**
 * One reminder per revision, `reminderDays` days (OFFER_REMINDER_DAYS, 3 by default) before its
 * validity ends, to customers who have neither accepted nor declined: an email with a fresh link
 * and the PDF, through the outbox. Run by the outbox worker now and then; tests pass the instant.
 * Answers how many went out.
 */
export const remindOffers =
  (deps: RemindOffersDeps) =>
  async (now: Date): Promise<number> => {
    const today = belgianDay(now);
    const due = await deps.moves.dueForReminder(today, addDays(today, deps.settings.reminderDays));
    let reminded = 0;
    for (const offer of due) {
      const revision = revisionOf(offer, offer.currentRevision);
      const mail = offerMail('reminder', offer, revision, deps);
      if (await deps.moves.remind(offer.id, revision.revision, mail.linkHash, [mail.email], now)) reminded += 1;
    }
    return reminded;
  };
