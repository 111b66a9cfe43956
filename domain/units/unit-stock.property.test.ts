import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { STOCK_STATUSES, type StockStatus } from '../catalogue/product.js';
import { anyThreshold, anyUnitCondition, anyUnitCounts } from '../../test/arbitraries/unit.arbitraries.js';
import { cartLineStock, shortageReason } from './cart-stock.js';
import { availableFor, deriveUnitStock, productStock, stockStatusOf } from './unit-stock.js';

const rank = (status: StockStatus): number => STOCK_STATUSES.length - STOCK_STATUSES.indexOf(status);
const anyHandSet = fc.record({ isAvailable: fc.boolean(), stockStatus: fc.constantFrom(...STOCK_STATUSES) });

describe('stock derived from units, properties', () => {
  it('is out of stock exactly at 0, low at or under the threshold, in stock above it', () => {
    fc.assert(
      fc.property(fc.nat({ max: 50 }), anyThreshold, (available, threshold) => {
        const status = stockStatusOf(available, threshold);
        expect(status === 'Out of Stock').toBe(available === 0);
        expect(status === 'Low Stock').toBe(available > 0 && available <= threshold);
        expect(status === 'In Stock').toBe(available > threshold);
      }),
    );
  });

  it('never shows a worse status for more units', () => {
    fc.assert(
      fc.property(fc.nat({ max: 50 }), fc.nat({ max: 50 }), anyThreshold, (fewer, extra, threshold) => {
        expect(rank(stockStatusOf(fewer + extra, threshold))).toBeGreaterThanOrEqual(rank(stockStatusOf(fewer, threshold)));
      }),
    );
  });

  it('counts a sale condition by its own units and rent by every available unit', () => {
    fc.assert(
      fc.property(anyUnitCounts, anyThreshold, (counts, threshold) => {
        const stock = deriveUnitStock(counts, threshold);
        const sum = (counts.new ?? 0) + (counts['used-a'] ?? 0) + (counts['used-cw'] ?? 0);
        expect(stock.available).toBe(sum);
        expect(stock.isAvailable).toBe(sum > 0);
        expect(stock.stockStatus).toBe(stockStatusOf(sum, threshold));
        for (const line of stock.conditions) {
          expect(line.available).toBe(line.condition === 'rent' ? sum : (counts[line.condition as 'new'] ?? 0));
          expect(line.stockStatus).toBe(stockStatusOf(line.available, threshold));
        }
      }),
    );
  });

  it('keeps the hand-set flags of a product without units and ignores them once it has units', () => {
    fc.assert(
      fc.property(anyHandSet, anyUnitCounts, anyThreshold, (handSet, counts, threshold) => {
        expect(productStock(handSet, null, threshold)).toEqual({ ...handSet, unitStock: null });
        const managed = productStock(handSet, counts, threshold);
        expect(managed.isAvailable).toBe(deriveUnitStock(counts, threshold).isAvailable);
        expect(managed.stockStatus).toBe(deriveUnitStock(counts, threshold).stockStatus);
      }),
    );
  });

  it('makes a cart line a problem exactly when its product and condition are asked more than are left, naming how many', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), anyUnitCounts, anyUnitCondition, anyThreshold, (demand, counts, condition, threshold) => {
        const left = availableFor(counts, condition);
        const stock = cartLineStock(demand, left, threshold);
        expect(stock.problem === null).toBe(demand <= left);
        if (stock.problem !== null) {
          expect(stock.problem).toEqual(shortageReason(left));
          for (const text of Object.values(stock.problem)) expect(text).toContain(String(left));
        }
        expect(stock.note === null).toBe(left > threshold);
      }),
    );
  });
});
