import { describe, expect, it } from '@jest/globals';
import { quoteSupplyKind } from './quote-supply.js';

describe('quoteSupplyKind', () => {
  it('maps the request type first, then the purchase option', () => {
    expect(quoteSupplyKind('Lease', 'new')).toBe('leasing');
    expect(quoteSupplyKind('Special Modification', 'used_a')).toBe('modification');
    expect(quoteSupplyKind('Bulk Order', 'rent')).toBe('rent');
    expect(quoteSupplyKind('Bulk Order', 'used_cw')).toBe('container_sale');
  });
});
