import type { LocalizedText } from '../shared/language.js';

/**
 * Where an offer is. `expired` and `paid` are never stored: an offer is expired
 * once the Belgian day is past its validity while it waits for an answer, and
 * paid once the order it became is paid (docs/offers.md).
 */
export const OFFER_STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'ordered', 'paid'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const STORED_OFFER_STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'ordered'] as const;
export type StoredOfferStatus = (typeof STORED_OFFER_STATUSES)[number];

export const isOfferStatus = (value: unknown): value is OfferStatus => typeof value === 'string' && (OFFER_STATUSES as readonly string[]).includes(value);

/** The moves an offer can make, by what happens; anything else is refused. */
export const OFFER_TRANSITIONS = {
  send: ['draft'],
  view: ['sent'],
  accept: ['sent', 'viewed'],
  order: ['accepted'],
  decline: ['sent', 'viewed'],
  /** A draft is edited in place; a sent, viewed, declined or expired offer gets a new revision and is a draft again. */
  revise: ['draft', 'sent', 'viewed', 'declined', 'expired'],
  pay: ['ordered'],
} as const satisfies Readonly<Record<string, readonly OfferStatus[]>>;
export type OfferMove = keyof typeof OFFER_TRANSITIONS;

/** Where each move leads. */
export const OFFER_MOVE_TARGET: Readonly<Record<OfferMove, OfferStatus>> = {
  send: 'sent',
  view: 'viewed',
  accept: 'accepted',
  order: 'ordered',
  decline: 'declined',
  revise: 'draft',
  pay: 'paid',
};

/**
 * Where an ordered offer goes when its order is cancelled (by the admin, or its card session expiring
 * unpaid): not a move of the offer's own but a consequence of the order's. Viewed, because the customer
 * has seen it: the admin can revise it and, while valid, the customer may accept it again
 * (docs/offers.md, "A cancelled order").
 */
export const OFFER_STATUS_AFTER_CANCELLED_ORDER = 'viewed' as const satisfies StoredOfferStatus;

export const canMove = (status: OfferStatus, move: OfferMove): boolean => (OFFER_TRANSITIONS[move] as readonly OfferStatus[]).includes(status);

export interface OfferState {
  readonly stored: StoredOfferStatus;
  /** The last day (Belgian calendar, ISO) the current revision can be accepted. */
  readonly validUntil: string;
  /** Whether the order the offer became is paid. */
  readonly orderPaid: boolean;
}

/** The status as people see it on `today` (ISO Belgian day). */
export const effectiveOfferStatus = (state: OfferState, today: string): OfferStatus => {
  if (state.stored === 'ordered') return state.orderPaid ? 'paid' : 'ordered';
  if ((state.stored === 'sent' || state.stored === 'viewed') && today > state.validUntil) return 'expired';
  return state.stored;
};

export const OFFER_REFUSALS = ['accepted', 'declined', 'superseded', 'expired', 'not-sent'] as const;
/** Why a customer's answer (accept, decline) is refused. */
export type OfferRefusal = (typeof OFFER_REFUSALS)[number];

export interface AnswerContext {
  readonly status: OfferStatus;
  /** The newest revision, sent or not. */
  readonly currentRevision: number;
  /** The revision the customer answers. */
  readonly answeredRevision: number;
}

/** Null when the customer may accept or decline the revision now; else why not. */
export const answerRefusal = (context: AnswerContext): OfferRefusal | null => {
  const { status } = context;
  if (status === 'accepted' || status === 'ordered' || status === 'paid') return 'accepted';
  if (status === 'declined') return 'declined';
  if (context.answeredRevision !== context.currentRevision || (status === 'draft' && context.currentRevision > 1)) return 'superseded';
  if (status === 'draft') return 'not-sent';
  if (status === 'expired') return 'expired';
  return null;
};

/** What the customer reads when an answer is refused, in their language. */
export const OFFER_REFUSAL_MESSAGES: Readonly<Record<OfferRefusal, LocalizedText>> = {
  accepted: {
    nl: 'Deze offerte is al aanvaard.',
    de: 'Dieses Angebot wurde bereits angenommen.',
    fr: 'Cette offre a déjà été acceptée.',
    en: 'This offer has already been accepted.',
  },
  declined: {
    nl: 'Deze offerte werd geweigerd. Vraag gerust een nieuwe offerte aan.',
    de: 'Dieses Angebot wurde abgelehnt. Fordern Sie gerne ein neues Angebot an.',
    fr: 'Cette offre a été refusée. N’hésitez pas à demander une nouvelle offre.',
    en: 'This offer was declined. Feel free to ask for a new offer.',
  },
  superseded: {
    nl: 'Er bestaat een nieuwere versie van deze offerte. Enkel de laatste versie kan aanvaard worden.',
    de: 'Es gibt eine neuere Fassung dieses Angebots. Nur die letzte Fassung kann angenommen werden.',
    fr: 'Une version plus récente de cette offre existe. Seule la dernière version peut être acceptée.',
    en: 'A newer version of this offer exists. Only the latest version can be accepted.',
  },
  expired: {
    nl: 'Deze offerte is verlopen. Vraag gerust een nieuwe offerte aan.',
    de: 'Dieses Angebot ist abgelaufen. Fordern Sie gerne ein neues Angebot an.',
    fr: 'Cette offre a expiré. N’hésitez pas à demander une nouvelle offre.',
    en: 'This offer has expired. Feel free to ask for a new offer.',
  },
  'not-sent': {
    nl: 'Deze offerte is nog niet verstuurd.',
    de: 'Dieses Angebot wurde noch nicht versendet.',
    fr: 'Cette offre n’a pas encore été envoyée.',
    en: 'This offer has not been sent yet.',
  },
};
