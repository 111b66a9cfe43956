import type { DataSource } from 'typeorm';
import type { OssLineSource } from '../../../application/vat/oss-report.use-case.js';
import type { OssLine } from '../../../domain/vat/oss-report.js';

/**
 * The order lines taxed in the arrival country under the OSS (vat_rule
 * distance-sale-oss), of the orders paid on the quarter's Belgian calendar days
 * and not cancelled since (a cancelled order's refund is corrected by its credit note).
 */
export class SqlOssLines implements OssLineSource {
  constructor(private readonly dataSource: DataSource) {}

  async ossLines(days: { from: string; until: string }): Promise<readonly OssLine[]> {
    const rows: { country: string; rate: string; net: string; vat: string }[] = await this.dataSource.query(
      `SELECT i.vat_tax_country AS country, i.vat_rate_percent AS rate, i.line_total_cents AS net, coalesce(i.vat_cents, 0) AS vat
       FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE i.vat_rule = 'distance-sale-oss' AND o.paid_at IS NOT NULL AND o.status <> 'cancelled'
         AND o.paid_at >= ($1::date::timestamp AT TIME ZONE 'Europe/Brussels')
         AND o.paid_at < ($2::date::timestamp AT TIME ZONE 'Europe/Brussels')`,
      [days.from, days.until],
    );
    return rows.map((row) => ({ country: row.country, ratePercent: Number(row.rate), net: Number(row.net), vat: Number(row.vat) }));
  }
}
