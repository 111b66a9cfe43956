import type { ContainerNumber } from '../../../domain/units/container-number.js';
import type { UnitCsvLine } from '../../../domain/units/unit-csv.js';
import { isFreeStatus, type UnitStatus } from '../../../domain/units/unit-status.js';
import type { NewUnit, Unit, UnitChange, UnitFilter } from '../../../domain/units/unit.js';
import type { SwapOutcome, UnitStore } from '../unit-store.port.js';

/** Units in memory, as the SQL store keeps them (numbers unique, free statuses hold no order). */
export class InMemoryUnitStore implements UnitStore {
  readonly units = new Map<string, Unit>();
  /** Product ids by slug. */
  readonly products = new Map<string, string>();
  private next = 0;

  async existingProducts(productIds: readonly string[]): Promise<ReadonlySet<string>> {
    const known = new Set(this.products.values());
    return new Set(productIds.filter((id) => known.has(id)));
  }
  async productIdsBySlug(slugs: readonly string[]): Promise<ReadonlyMap<string, string>> {
    return new Map(slugs.flatMap((slug) => {
      const id = this.products.get(slug);
      return id === undefined ? [] : [[slug, id] as const];
    }));
  }
  async knownNumbers(numbers: readonly ContainerNumber[]): Promise<readonly ContainerNumber[]> {
    const known = new Set([...this.units.values()].map((unit) => unit.containerNumber));
    return numbers.filter((number) => known.has(number));
  }
  async insertAll(units: readonly NewUnit[], onProgress?: (written: number) => void): Promise<readonly Unit[] | null> {
    if ((await this.knownNumbers(units.map((unit) => unit.containerNumber))).length > 0) return null;
    const written = units.map((unit): Unit => {
      this.next += 1;
      const id = `00000000-0000-4000-8000-${String(this.next).padStart(12, '0')}`;
      return { ...unit, id, productTitle: 'Container', photos: [], holder: null, createdAt: new Date(0), updatedAt: new Date(0) };
    });
    for (const unit of written) this.units.set(unit.id, unit);
    onProgress?.(written.length);
    return written;
  }
  async find(id: string): Promise<Unit | null> {
    return this.units.get(id) ?? null;
  }
  async list(filter: UnitFilter, page: { offset: number; limit: number }): Promise<{ items: readonly Unit[]; total: number }> {
    const matching = [...this.units.values()].filter((unit) => filter.status === null || unit.status === filter.status);
    return { items: matching.slice(page.offset, page.offset + page.limit), total: matching.length };
  }
  async update(id: string, expectedStatus: UnitStatus, change: UnitChange): Promise<Unit | null> {
    const unit = this.units.get(id);
    if (unit === undefined || unit.status !== expectedStatus) return null;
    const { photos, ...rest } = change;
    const status = change.status ?? unit.status;
    const updated: Unit = {
      ...unit,
      ...rest,
      ...(photos === undefined ? {} : { photos: photos.map((key) => ({ id: key, key })) }),
      holder: isFreeStatus(status) ? null : unit.holder,
    };
    this.units.set(id, updated);
    return updated;
  }
  async swap(): Promise<SwapOutcome> {
    return { kind: 'not-reserved' };
  }
  async delete(id: string): Promise<{ kind: 'deleted'; photoKeys: readonly string[] } | { kind: 'held' | 'not-found' }> {
    const unit = this.units.get(id);
    if (unit === undefined) return { kind: 'not-found' };
    if (unit.holder !== null) return { kind: 'held' };
    this.units.delete(id);
    return { kind: 'deleted', photoKeys: unit.photos.map((photo) => photo.key) };
  }
  async exportLines(): Promise<readonly UnitCsvLine[]> {
    return [];
  }
  async unitsOfOrder(): Promise<readonly Unit[]> {
    return [];
  }
}
