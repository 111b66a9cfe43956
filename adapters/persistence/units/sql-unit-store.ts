import type { DataSource, EntityManager } from 'typeorm';
import type { NewUnit, Unit, UnitChange, UnitFilter } from '../../../domain/units/unit.js';
import type { SwapOutcome, UnitStore } from '../../../application/units/unit-store.port.js';
import type { ContainerNumber } from '../../../domain/units/container-number.js';
import type { UnitCsvLine } from '../../../domain/units/unit-csv.js';
import { isFreeStatus, type UnitStatus } from '../../../domain/units/unit-status.js';
import { isUniqueViolation, isUuid } from '../uuid.js';
import { returnedRows } from '../returned-rows.js';
import { toUnit, UNIT_COLUMNS, type UnitRow } from './unit-row.mapper.js';
import { BULK_UNITS, refreshUnitStatistics } from './unit-statistics.js';

/** Rows per INSERT of an import: all of them in one transaction. */
const INSERT_CHUNK = 1_000;

const INSERT_UNITS = `
WITH inserted AS (
  INSERT INTO units (container_number, product_id, condition, depot, status, notes, csc_next_examination)
  SELECT n.container_number, n.product_id, n.condition, n.depot, n.status, n.notes, n.csc_next_examination
  FROM jsonb_to_recordset($1::jsonb) AS n(container_number text, product_id uuid, condition text, depot text, status text, notes text,
    csc_next_examination date)
  RETURNING *
)
SELECT ${UNIT_COLUMNS} FROM inserted u ORDER BY u.container_number`;

const newUnitColumns = (unit: NewUnit): Record<string, unknown> => ({
  container_number: unit.containerNumber,
  product_id: unit.productId,
  condition: unit.condition,
  depot: unit.depot,
  status: unit.status,
  notes: unit.notes,
  csc_next_examination: unit.cscNextExamination,
});

/** The SET list of an edit, its parameters numbered from `first`. */
const setList = (change: UnitChange, first: number): { readonly sql: string; readonly parameters: unknown[] } => {
  const assignments: string[] = ['updated_at = now()'];
  const parameters: unknown[] = [];
  const assign = (column: string, value: unknown, cast = ''): void => {
    parameters.push(value);
    assignments.push(`${column} = $${first + parameters.length - 1}${cast}`);
  };
  if (change.productId !== undefined) assign('product_id', change.productId, '::uuid');
  if (change.condition !== undefined) assign('condition', change.condition);
  if (change.depot !== undefined) assign('depot', change.depot);
  if (change.status !== undefined) assign('status', change.status);
  if (change.notes !== undefined) assign('notes', change.notes);
  if (change.cscNextExamination !== undefined) assign('csc_next_examination', change.cscNextExamination, '::date');
  if (change.photos !== undefined) assign('photos', [...change.photos], '::text[]');
  // A unit that is available, in repair or retired belongs to no order.
  if (change.status !== undefined && isFreeStatus(change.status)) assignments.push('order_id = NULL', 'order_item_id = NULL');
  return { sql: assignments.join(', '), parameters };
};

/** Container units in PostgreSQL (migration 0022); every write of one request is one statement or one transaction. */
export class SqlUnitStore implements UnitStore {
  constructor(private readonly dataSource: DataSource) {}

  async existingProducts(productIds: readonly string[]): Promise<ReadonlySet<string>> {
    const ids = productIds.filter(isUuid);
    if (ids.length === 0) return new Set();
    const rows: { id: string }[] = await this.dataSource.query(`SELECT id FROM products WHERE id = ANY($1::uuid[])`, [ids]);
    return new Set(rows.map((row) => row.id));
  }

  async productIdsBySlug(slugs: readonly string[]): Promise<ReadonlyMap<string, string>> {
    if (slugs.length === 0) return new Map();
    const rows: { slug: string; product_id: string }[] = await this.dataSource.query(
      `SELECT DISTINCT ON (slug) slug, product_id FROM product_translations WHERE slug = ANY($1::text[]) ORDER BY slug, (language = 'nl') DESC, language`,
      [[...new Set(slugs)]],
    );
    return new Map(rows.map((row) => [row.slug, row.product_id]));
  }

  async knownNumbers(numbers: readonly ContainerNumber[]): Promise<readonly ContainerNumber[]> {
    if (numbers.length === 0) return [];
    const rows: { container_number: ContainerNumber }[] = await this.dataSource.query(
      `SELECT container_number FROM units WHERE container_number = ANY($1::text[]) ORDER BY container_number`,
      [[...numbers]],
    );
    return rows.map((row) => row.container_number);
  }

  async insertAll(units: readonly NewUnit[], onProgress?: (written: number) => void): Promise<readonly Unit[] | null> {
    let written: Unit[];
    try {
      written = await this.dataSource.transaction(async (manager) => {
        const rows: Unit[] = [];
        for (let start = 0; start < units.length; start += INSERT_CHUNK) {
          const chunk: UnitRow[] = await manager.query(INSERT_UNITS, [JSON.stringify(units.slice(start, start + INSERT_CHUNK).map(newUnitColumns))]);
          rows.push(...chunk.map(toUnit));
          onProgress?.(rows.length);
        }
        return rows;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
    if (written.length >= BULK_UNITS) await refreshUnitStatistics(this.dataSource);
    return written;
  }

  async find(id: string): Promise<Unit | null> {
    if (!isUuid(id)) return null;
    const [row]: UnitRow[] = await this.dataSource.query(`SELECT ${UNIT_COLUMNS} FROM units u WHERE u.id = $1`, [id]);
    return row === undefined ? null : toUnit(row);
  }

  async list(filter: UnitFilter, page: { offset: number; limit: number }): Promise<{ items: readonly Unit[]; total: number }> {
    const where = `($1::uuid IS NULL OR u.product_id = $1) AND ($2::text IS NULL OR u.condition = $2) AND ($3::text IS NULL OR u.status = $3)
      AND ($4::text IS NULL OR lower(u.depot) = lower($4)) AND ($5::text IS NULL OR strpos(u.container_number, $5) > 0)`;
    const parameters = [filter.productId, filter.condition, filter.status, filter.depot, filter.numberContains];
    const rows: UnitRow[] = await this.dataSource.query(
      `SELECT ${UNIT_COLUMNS}, count(*) OVER () AS total_count FROM units u WHERE ${where} ORDER BY u.container_number LIMIT $6 OFFSET $7`,
      [...parameters, page.limit, page.offset],
    );
    const total = rows[0]?.total_count;
    if (total !== undefined || page.offset === 0) return { items: rows.map(toUnit), total: Number(total ?? 0) };
    // A page past the end has no row to carry the count.
    const [count]: { n: string }[] = await this.dataSource.query(`SELECT count(*) AS n FROM units u WHERE ${where}`, parameters);
    return { items: [], total: Number(count?.n ?? 0) };
  }

  async update(id: string, expectedStatus: UnitStatus, change: UnitChange): Promise<Unit | null> {
    if (!isUuid(id)) return null;
    const set = setList(change, 3);
    const rows = returnedRows<UnitRow>(
      await this.dataSource.query(
        `WITH changed AS (UPDATE units SET ${set.sql} WHERE id = $1 AND status = $2 RETURNING *) SELECT ${UNIT_COLUMNS} FROM changed u`,
        [id, expectedStatus, ...set.parameters],
      ),
    );
    const [row] = rows;
    return row === undefined ? null : toUnit(row);
  }

  swap(id: string, replacementId: string): Promise<SwapOutcome> {
    if (!isUuid(id)) return Promise.resolve({ kind: 'not-found' });
    if (!isUuid(replacementId)) return Promise.resolve({ kind: 'replacement-not-found' });
    return this.dataSource.transaction((manager) => swapInTransaction(manager, id, replacementId));
  }

  async delete(id: string): Promise<{ kind: 'deleted'; photoKeys: readonly string[] } | { kind: 'held' | 'not-found' }> {
    if (!isUuid(id)) return { kind: 'not-found' };
    const [deleted] = returnedRows<{ photos: string[] }>(await this.dataSource.query(`DELETE FROM units WHERE id = $1 AND order_id IS NULL RETURNING photos`, [id]));
    if (deleted !== undefined) return { kind: 'deleted', photoKeys: deleted.photos };
    const [kept] = await this.dataSource.query(`SELECT 1 FROM units WHERE id = $1`, [id]);
    return { kind: kept === undefined ? 'not-found' : 'held' };
  }

  async exportLines(): Promise<readonly UnitCsvLine[]> {
    const rows: { container_number: string; product_slug: string | null; condition: string; depot: string; status: string }[] = await this.dataSource.query(
      `SELECT u.container_number, u.condition, u.depot, u.status,
         (SELECT t.slug FROM product_translations t WHERE t.product_id = u.product_id ORDER BY (t.language = 'nl') DESC, t.language LIMIT 1) AS product_slug
       FROM units u ORDER BY u.container_number`,
    );
    return rows.map((row) => ({ containerNumber: row.container_number, productSlug: row.product_slug ?? '', condition: row.condition, depot: row.depot, status: row.status }));
  }

  async unitsOfOrder(orderId: string): Promise<readonly Unit[]> {
    if (!isUuid(orderId)) return [];
    const rows: UnitRow[] = await this.dataSource.query(`SELECT ${UNIT_COLUMNS} FROM units u WHERE u.order_id = $1 ORDER BY u.container_number`, [orderId]);
    return rows.map(toUnit);
  }
}

interface LockedUnit {
  readonly id: string;
  readonly container_number: string;
  readonly product_id: string;
  readonly condition: string;
  readonly status: string;
  readonly order_id: string | null;
  readonly order_item_id: string | null;
  readonly line_condition: string | null;
}

/** Both units locked (in id order, so two swaps never wait on each other crosswise), checked, then exchanged. */
const swapInTransaction = async (manager: EntityManager, id: string, replacementId: string): Promise<SwapOutcome> => {
  const locked: LockedUnit[] = await manager.query(
    `SELECT u.id, u.container_number, u.product_id, u.condition, u.status, u.order_id, u.order_item_id,
       (SELECT i.selected_condition FROM order_items i WHERE i.id = u.order_item_id) AS line_condition
     FROM units u WHERE u.id = ANY($1::uuid[]) ORDER BY u.id FOR UPDATE OF u`,
    [[id, replacementId]],
  );
  const unit = locked.find((row) => row.id === id);
  const replacement = locked.find((row) => row.id === replacementId);
  if (unit === undefined) return { kind: 'not-found' };
  if (unit.status !== 'reserved' || unit.order_id === null || unit.order_item_id === null) return { kind: 'not-reserved' };
  if (replacement === undefined || replacement.id === unit.id) return { kind: 'replacement-not-found' };
  if (replacement.status !== 'available') return { kind: 'replacement-unavailable' };
  const sameCondition = replacement.condition === unit.condition || unit.line_condition === 'rent';
  if (replacement.product_id !== unit.product_id || !sameCondition) return { kind: 'mismatch' };
  await manager.query(
    `WITH taken AS (
       UPDATE units SET status = 'reserved', order_id = $3, order_item_id = $4, updated_at = now() WHERE id = $2 RETURNING id
     ), released AS (
       UPDATE units SET status = 'available', order_id = NULL, order_item_id = NULL, updated_at = now() WHERE id = $1 RETURNING id
     )
     UPDATE order_items SET container_numbers = array_replace(container_numbers, $5, $6) WHERE id = $4`,
    [unit.id, replacement.id, unit.order_id, unit.order_item_id, unit.container_number, replacement.container_number],
  );
  const rows: UnitRow[] = await manager.query(`SELECT ${UNIT_COLUMNS} FROM units u WHERE u.id = ANY($1::uuid[])`, [[unit.id, replacement.id]]);
  const after = rows.map(toUnit);
  const swappedUnit = after.find((row) => row.id === unit.id);
  const swappedReplacement = after.find((row) => row.id === replacement.id);
  if (swappedUnit === undefined || swappedReplacement === undefined) throw new Error('a swapped unit disappeared');
  return { kind: 'swapped', unit: swappedUnit, replacement: swappedReplacement };
};
