import { offerReminderEmail, offerSentEmail, type OfferEmailData } from '../../domain/offers/offer-emails.js';
import type { StoredOffer, StoredRevision } from './offer.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';
import type { OfferSecrets } from './offer-secrets.port.js';
import type { OfferSettings } from './offer-settings.js';

/** The offer page a link opens: `{publicUrl}/{lang}/offer/{token}`. */
export const offerLink = (publicUrl: string, language: string, token: string): string => `${publicUrl}/${language}/offer/${encodeURIComponent(token)}`;

export interface OfferMail {
  /** The hash kept of the new link's token. */
  readonly linkHash: string;
  readonly email: OutgoingEmail;
}

/**
 * A customer email about a revision with a new secret link (only its hash is kept, so every email
 * carries a link of its own; all of them open the offer) and the revision's PDF attached by the outbox.
 */
export const offerMail = (
  kind: 'sent' | 'reminder',
  offer: Pick<StoredOffer, 'id' | 'number'>,
  revision: StoredRevision,
  deps: { readonly secrets: OfferSecrets; readonly settings: Pick<OfferSettings, 'publicUrl' | 'company'> },
): OfferMail => {
  const link = deps.secrets.issueLink();
  const { customer } = revision;
  const data: OfferEmailData = {
    company: deps.settings.company,
    number: offer.number,
    revision: revision.revision,
    customerName: customer.name,
    language: customer.language,
    total: revision.total,
    validUntil: revision.validUntil,
    link: offerLink(deps.settings.publicUrl, customer.language, link.token),
    note: revision.note,
  };
  const rendered = kind === 'sent' ? offerSentEmail(data) : offerReminderEmail(data);
  return {
    linkHash: link.hash,
    email: {
      ...rendered,
      to: customer.email,
      dedupeKey: `offer-${kind}:${offer.id}:${revision.revision}`,
      attachments: [{ kind: 'offer-pdf', number: offer.number, revision: revision.revision }],
    },
  };
};
