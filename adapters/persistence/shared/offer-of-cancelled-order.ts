import { OFFER_STATUS_AFTER_CANCELLED_ORDER } from '../../../domain/offers/offer-status.js';

/** The domain's status as an SQL literal (a constant of the code, never input). */
const RETURNED_STATUS = `'${OFFER_STATUS_AFTER_CANCELLED_ORDER}'`;

/**
 * What a cancelled order gives back to the offer it was made from, as parts of the order's status
 * statement (adapters/persistence/shared/move-order-status.ts), so the offer moves with the order or
 * not at all: the offer returns to the domain's OFFER_STATUS_AFTER_CANCELLED_ORDER without its order (the admin can revise it, the customer
 * may accept it again while it is valid), its acceptance no longer binds and is removed (one per
 * offer), and an event of that status by whoever cancelled records which order and which accepted content
 * it was (docs/offers.md, "A cancelled order"). `moved` is the statement's part that answers the
 * cancelled order's id and order_number; $3 is the new status, $4 who, $5 when (or null: now).
 */
export const returnOfferOfCancelledOrder = (moved: string): string => `
     returned_offers AS (
       UPDATE offers f SET status = ${RETURNED_STATUS}, order_id = NULL, updated_at = coalesce($5::timestamptz, now())
       FROM ${moved} m
       WHERE $3 = 'cancelled' AND f.order_id = m.id
       RETURNING f.id, f.current_revision, m.order_number),
     withdrawn_acceptances AS (
       DELETE FROM offer_acceptances a USING returned_offers r WHERE a.offer_id = r.id
       RETURNING a.offer_id, a.revision, a.content_hash),
     returned_offer_events AS (
       INSERT INTO offer_events (offer_id, revision, status, at, by, note)
       SELECT r.id, r.current_revision, ${RETURNED_STATUS}, coalesce($5::timestamptz, now()), $4,
         'Order ' || r.order_number || ' was cancelled: the acceptance of revision ' || coalesce(w.revision::text, '?')
           || ' (content ' || coalesce(w.content_hash, '?') || ') no longer binds.'
       FROM returned_offers r LEFT JOIN withdrawn_acceptances w ON w.offer_id = r.id
       RETURNING offer_id)`;
