import type { EntityManager } from 'typeorm';
import { ERASED_VALUE } from '../../../domain/audit/audit-entry.js';
import { returnedRows } from '../returned-rows.js';
import { ERASED_JSON_COLUMNS } from './erased-json-columns.js';
import { OFFERS_OF, RENTALS_OF } from './sql-held-data.js';

type Query = EntityManager['query'];
type JsonRecord = Readonly<Record<string, unknown>>;

export interface ErasedOffersAndRentals {
  readonly offers: readonly string[];
  readonly offerRevisions: number;
  readonly rentals: readonly string[];
  /** Secret links of the offers and contracts that no longer open anything. */
  readonly linksEnded: number;
}

/** SQL: the column's value becomes the erased value in `parameter`, null stays null. */
const erasedOrNull = (column: string, parameter: string): string => `CASE WHEN ${column} IS NULL THEN NULL ELSE ${parameter} END`;

/**
 * The person's offers (theirs by address, in the offer or any revision, or made into their orders):
 * every copy of them goes, in the offer, each revision's customer block, VAT decision and note
 * (sent ones too: only the invoice is kept), the acceptance, the events' notes and the decline reason.
 * A sent revision is marked reminded, so no reminder goes to "[erased]"; its links end.
 */
const eraseOffers = async (query: Query, email: string, orderIds: readonly string[]): Promise<{ offers: string[]; revisions: number; links: number }> => {
  const offers = returnedRows<{ id: string }>(
    await query(
      `SELECT f.id FROM offers f WHERE ${OFFERS_OF} ORDER BY f.id FOR UPDATE`,
      [email, orderIds],
    ),
  ).map((row) => row.id);
  if (offers.length === 0) return { offers, revisions: 0, links: 0 };
  await query(`UPDATE offers SET customer_name = $2, customer_email = $2, decline_reason = ${erasedOrNull('decline_reason', '$2')} WHERE id = ANY ($1::uuid[])`, [offers, ERASED_VALUE]);
  const revisions: { offer_id: string; revision: number; customer: JsonRecord; vat_detail: JsonRecord }[] = await query(
    `SELECT offer_id, revision, customer, vat_detail FROM offer_revisions WHERE offer_id = ANY ($1::uuid[]) ORDER BY offer_id, revision`,
    [offers],
  );
  for (const revision of revisions) {
    await query(
      `UPDATE offer_revisions SET customer = $3::jsonb, vat_detail = $4::jsonb, note = ${erasedOrNull('note', '$5')},
         reminded_at = CASE WHEN sent_at IS NULL THEN reminded_at ELSE coalesce(reminded_at, now()) END
       WHERE offer_id = $1 AND revision = $2`,
      [
        revision.offer_id,
        revision.revision,
        JSON.stringify(ERASED_JSON_COLUMNS['offer_revisions.customer'](revision.customer)),
        JSON.stringify(ERASED_JSON_COLUMNS['offer_revisions.vat_detail'](revision.vat_detail)),
        ERASED_VALUE,
      ],
    );
  }
  await query(`UPDATE offer_acceptances SET name = $2, ip_address = $2, user_agent = NULL WHERE offer_id = ANY ($1::uuid[])`, [offers, ERASED_VALUE]);
  await query(`UPDATE offer_events SET note = $2 WHERE offer_id = ANY ($1::uuid[]) AND note IS NOT NULL`, [offers, ERASED_VALUE]);
  const links = returnedRows<unknown>(await query(`DELETE FROM offer_links WHERE offer_id = ANY ($1::uuid[]) RETURNING offer_id`, [offers])).length;
  return { offers, revisions: revisions.length, links };
};

/** The person's ended rental contracts (a running one refuses the erasure): the buyer in the columns and the frozen terms; their rental page links end. */
const eraseRentals = async (query: Query, email: string, orderIds: readonly string[]): Promise<{ rentals: string[]; links: number }> => {
  const contracts: { id: string; terms: JsonRecord }[] = await query(
    `SELECT c.id, c.terms FROM rental_contracts c WHERE ${RENTALS_OF} ORDER BY c.id FOR UPDATE`,
    [email, orderIds],
  );
  for (const contract of contracts) {
    await query(`UPDATE rental_contracts SET customer_name = $2, customer_email = $2, terms = $3::jsonb WHERE id = $1`, [
      contract.id,
      ERASED_VALUE,
      JSON.stringify(ERASED_JSON_COLUMNS['rental_contracts.terms'](contract.terms)),
    ]);
  }
  const rentals = contracts.map((contract) => contract.id);
  const links = rentals.length === 0 ? 0 : returnedRows<unknown>(await query(`DELETE FROM rental_links WHERE contract_id = ANY ($1::uuid[]) RETURNING contract_id`, [rentals])).length;
  return { rentals, links };
};

/** The offers and rental contracts of an erased person, in the erasure's transaction. */
export const eraseOffersAndRentals = async (query: Query, email: string, orderIds: readonly string[]): Promise<ErasedOffersAndRentals> => {
  const offers = await eraseOffers(query, email, orderIds);
  const rentals = await eraseRentals(query, email, orderIds);
  return { offers: offers.offers, offerRevisions: offers.revisions, rentals: rentals.rentals, linksEnded: offers.links + rentals.links };
};
