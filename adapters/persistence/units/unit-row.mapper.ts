import type { Unit } from '../../../domain/units/unit.js';
import type { ContainerNumber } from '../../../domain/units/container-number.js';
import type { UnitCondition, UnitStatus } from '../../../domain/units/unit-status.js';

/** A unit with its product's title and its holding order's number (UNIT_SELECT). */
export interface UnitRow {
  readonly id: string;
  readonly container_number: string;
  readonly product_id: string;
  readonly product_title: string | null;
  readonly condition: string;
  readonly depot: string;
  readonly status: string;
  readonly notes: string | null;
  readonly photos: readonly string[];
  readonly csc_next_examination: string | null;
  readonly order_id: string | null;
  readonly order_item_id: string | null;
  readonly order_number: string | number | null;
  readonly created_at: Date;
  readonly updated_at: Date;
  readonly total_count?: string | number;
}

/** Units with their product's Dutch title (else the first) and their order's number; `u` is the units table. */
export const UNIT_COLUMNS = `
  u.id, u.container_number, u.product_id, u.condition, u.depot, u.status, u.notes, u.photos,
  to_char(u.csc_next_examination, 'YYYY-MM-DD') AS csc_next_examination, u.order_id, u.order_item_id, u.created_at, u.updated_at,
  (SELECT t.title FROM product_translations t WHERE t.product_id = u.product_id ORDER BY (t.language = 'nl') DESC, t.language LIMIT 1) AS product_title,
  (SELECT o.order_number FROM orders o WHERE o.id = u.order_id) AS order_number`;

/** The last part of a photo's storage key names it within its unit. */
export const photoIdOf = (key: string): string => key.slice(key.lastIndexOf('/') + 1);

export const toUnit = (row: UnitRow): Unit => ({
  id: row.id,
  containerNumber: row.container_number as ContainerNumber,
  productId: row.product_id,
  productTitle: row.product_title ?? '',
  condition: row.condition as UnitCondition,
  depot: row.depot,
  status: row.status as UnitStatus,
  notes: row.notes,
  photos: row.photos.map((key) => ({ id: photoIdOf(key), key })),
  cscNextExamination: row.csc_next_examination,
  holder: row.order_id === null ? null : { orderId: row.order_id, orderNumber: Number(row.order_number), orderItemId: row.order_item_id },
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});
