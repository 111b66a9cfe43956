import type { EntityManager } from 'typeorm';
import type { TransportTableRow } from '../../../domain/transport/transport-table.js';

/** Inserts rows in chunks of 500 inside the caller's transaction. */
export const insertTransportRates = async (manager: EntityManager, rows: readonly TransportTableRow[]): Promise<void> => {
  const chunkSize = 500;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const values = chunk.map((_, index) => `($${index * 4 + 1}, $${index * 4 + 2}, $${index * 4 + 3}, $${index * 4 + 4})`).join(', ');
    await manager.query(
      `INSERT INTO transport_rates (country, prefix, single_cents, double_cents) VALUES ${values}`,
      chunk.flatMap((row) => [row.country, row.prefix, row.single, row.double]),
    );
  }
};
