import { describe, expect, it } from '@jest/globals';
import { insertOrderRow, ORDER_ITEM_COLUMNS, ORDER_PARAMETER_COUNT, orderItemRows, orderItemsJson, orderItemValues } from './order-columns.js';

const columnsOf = (list: string): string[] => list.split(',').map((name) => name.trim());

describe('the orders columns, owned in one place', () => {
  it('writes each orders column once, with one parameter each from the first given, pending and with its cart', () => {
    const sql = insertOrderRow(5, 'claimed', 'claimed.id');
    const columns = columnsOf(/INSERT INTO orders \(([^)]*)\)/.exec(sql)?.[1] ?? '');
    expect(new Set(columns).size).toBe(columns.length);
    expect(columns.slice(-2)).toEqual(['status', 'cart_id']);
    const parameters = [...sql.matchAll(/\$(\d+)::/g)].map((match) => Number(match[1]));
    expect(parameters).toEqual(Array.from({ length: ORDER_PARAMETER_COUNT }, (_, index) => 5 + index));
    expect(columns).toHaveLength(ORDER_PARAMETER_COUNT + 2);
  });

  it('gives the items the same columns in the insert, the values, the JSON rows and the JSON written', () => {
    const columns = columnsOf(ORDER_ITEM_COLUMNS);
    expect(columns[0]).toBe('order_id');
    expect(columnsOf(orderItemValues('placed', 'item'))).toEqual(['placed.id', ...columns.slice(1).map((name) => `item.${name}`)]);
    const rowColumns = columnsOf(/AS item\((.*)\)$/s.exec(orderItemRows('$21'))?.[1] ?? '').map((declaration) => declaration.split(' ')[0]);
    expect(rowColumns).toEqual(columns.slice(1));
    const line = {
      productId: null,
      productTitle: 'C',
      condition: 'new',
      colorType: 'from_stack',
      ralColor: null,
      quantity: 2,
      unitPrice: 1000,
      transportType: 'self_pickup',
      transportPrice: 0,
      transportCountry: null,
      transportPostcode: null,
      lineTotal: 2000,
      vat: { category: 'S', ratePercent: 21, taxCountry: 'BE', rule: 'domestic', amount: 420 },
    } as const;
    const [written] = JSON.parse(orderItemsJson([line])) as Record<string, unknown>[];
    expect(Object.keys(written ?? {})).toEqual(columns.slice(1));
    expect(written).toMatchObject({ position: 0, quantity: 2, line_total_cents: 2000, vat_cents: 420 });
  });
});
