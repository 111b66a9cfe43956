import { describe, expect, it } from '@jest/globals';
import { completeContainerNumber } from '../../domain/units/container-number.js';
import { InMemoryUnitStore } from './__tests__/in-memory-unit-store.js';
import { createUnit } from './create-unit.use-case.js';
import { importUnits } from './import-units.use-case.js';
import type { Unit } from '../../domain/units/unit.js';
import { updateUnit } from './update-unit.use-case.js';

const PRODUCT = '11111111-1111-4111-8111-111111111111';
const HEADER = ['container_number', 'product_slug', 'condition', 'depot', 'status'];

const setUp = () => {
  const units = new InMemoryUnitStore();
  units.products.set('box-20ft', PRODUCT);
  let changes = 0;
  const deps = { units, depots: ['Antwerp', 'Gent'], changed: () => void (changes += 1) };
  return { units, deps, changes: () => changes };
};
const number = (serial: number) => completeContainerNumber('APP', 'U', String(serial).padStart(6, '0'));
const record = (line: number, fields: readonly string[]) => ({ line, fields: Object.fromEntries(HEADER.map((name, index) => [name, fields[index] ?? ''])) });

describe('container unit use cases', () => {
  it('creates a unit from a typed number and tells the caches; refuses a taken number with 409 naming containerNumber', async () => {
    const { deps, changes } = setUp();
    const created = await createUnit(deps)({ containerNumber: ` ${number(1).slice(0, 4)}-${number(1).slice(4)} `, productId: PRODUCT, condition: 'new' });
    expect(created.ok && [created.value.containerNumber, created.value.depot, created.value.status]).toEqual([number(1), 'Antwerp', 'available']);
    expect(changes()).toBe(1);
    const again = await createUnit(deps)({ containerNumber: number(1), productId: PRODUCT, condition: 'used-a' });
    expect(again.ok ? null : [again.error.kind, again.error.kind === 'conflict' ? again.error.errors?.map((error) => error.field) : null]).toEqual(['conflict', ['containerNumber']]);
    expect(changes()).toBe(1);
  });

  it('names every bad field of a new unit at once', async () => {
    const { deps, units } = setUp();
    const wrongDigit = `${number(5).slice(0, 10)}${(Number(number(5).charAt(10)) + 1) % 10}`;
    const refused = await createUnit(deps)({ containerNumber: wrongDigit, productId: 'nope', condition: 'rent', depot: 'Paris', status: 'reserved', cscNextExamination: '31-12-2027' });
    expect(refused.ok ? [] : refused.error.kind === 'invalid-input' ? refused.error.errors.map((error) => error.field) : []).toEqual(['containerNumber', 'condition', 'depot', 'status', 'cscNextExamination', 'productId']);
    expect(units.units.size).toBe(0);
  });

  it('refuses by hand what only orders do, and a product change of a unit an order holds', async () => {
    const { deps, units } = setUp();
    const created = await createUnit(deps)({ containerNumber: number(2), productId: PRODUCT, condition: 'new' });
    if (!created.ok) throw new Error('created');
    const reserved: Unit = { ...created.value, status: 'reserved', holder: { orderId: 'o', orderNumber: 100_001, orderItemId: 'i' } };
    units.units.set(reserved.id, reserved);
    const moved = await updateUnit(deps)(reserved.id, { status: 'available' });
    expect(moved.ok ? null : moved.error.message.en).toBe('This container is reserved for order 100001: swap it or cancel the order.');
    const recondition = await updateUnit(deps)(reserved.id, { condition: 'used-a' });
    expect(recondition.ok ? null : recondition.error.kind).toBe('conflict');
    const noted = await updateUnit(deps)(reserved.id, { depot: 'gent', notes: '  Keys at the office  ' });
    expect(noted.ok && [noted.value.depot, noted.value.notes, noted.value.status]).toEqual(['Gent', 'Keys at the office', 'reserved']);
  });

  it('imports a file all or nothing, every problem by its line, the slugs of bad lines looked up too', async () => {
    const { deps, units } = setUp();
    const bad = await importUnits(deps)({
      header: HEADER,
      records: [record(2, [number(3), 'box-20ft', 'new', '', '']), record(3, [number(4), 'no-such-box', 'used-a', 'Paris', '']), record(4, [number(3), 'box-20ft', 'used-a', '', ''])],
    });
    expect(bad.ok ? [] : bad.problems.map((problem) => [problem.lines, problem.field])).toEqual([
      [[2, 4], 'container_number'],
      [[3], 'depot'],
      [[3], 'product_slug'],
    ]);
    expect(units.units.size).toBe(0);
    const progress: number[] = [];
    const good = await importUnits(deps)({ header: HEADER, records: [record(2, [number(3), 'box-20ft', 'new', '', '']), record(3, [number(4), 'box-20ft', 'used-cw', 'gent', 'in-repair'])] }, { onProgress: (written) => progress.push(written) });
    expect(good).toEqual({ ok: true, imported: 2, written: true });
    expect(progress).toEqual([2]);
    expect([...units.units.values()].map((unit) => [unit.containerNumber, unit.depot, unit.status])).toEqual([
      [number(3), 'Antwerp', 'available'],
      [number(4), 'Gent', 'in-repair'],
    ]);
  });
});
