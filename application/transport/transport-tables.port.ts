import type { TransportTable, TransportTableRow } from '../../domain/transport/transport-table.js';

/** The transport price tables (BE, NL, DE by two-digit postcode prefix). */
export interface TransportTables {
  /** The whole table, cached by the adapter until the tables change. */
  current(): Promise<TransportTable>;
  /** Replaces every row in one transaction (CLI import, admin). */
  replaceAll(rows: readonly TransportTableRow[]): Promise<void>;
}
