import type { DataSource } from 'typeorm';
import type { TransportTables } from '../../../application/transport/transport-tables.port.js';
import type { TransportCountry } from '../../../domain/transport/transport-country.js';
import { buildTransportTable, type TransportTable, type TransportTableRow } from '../../../domain/transport/transport-table.js';
import { insertTransportRates } from './transport-rate-writer.js';

interface VersionSource {
  current(): Promise<string>;
}

/**
 * The tables from `transport_rates`, kept in memory while the catalogue
 * version holds (transport writes bump it too, migration 0003).
 */
export class SqlTransportTables implements TransportTables {
  private cached: { readonly version: string; readonly table: Promise<TransportTable> } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly versions: VersionSource,
  ) {}

  async current(): Promise<TransportTable> {
    const version = await this.versions.current();
    if (this.cached === null || this.cached.version !== version) {
      const table = this.load();
      this.cached = { version, table };
      table.catch(() => {
        this.cached = null;
      });
    }
    return this.cached.table;
  }

  private async load(): Promise<TransportTable> {
    const rows: { country: TransportCountry; prefix: string; single_cents: number; double_cents: number }[] = await this.dataSource.query(
      `SELECT country, prefix, single_cents, double_cents FROM transport_rates`,
    );
    return buildTransportTable(rows.map((row) => ({ country: row.country, prefix: row.prefix, single: row.single_cents, double: row.double_cents })));
  }

  async replaceAll(rows: readonly TransportTableRow[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM transport_rates`);
      await insertTransportRates(manager, rows);
    });
  }
}
