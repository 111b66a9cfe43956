import { describe, expect, it } from '@jest/globals';
import { CONDITIONS } from '../catalogue/product.js';
import { purchaseOptionOf, quoteRequestType, quoteSelectionFields, resolveRalColor, transportTypeOf } from './quote-mapping.js';

describe('quote mapping', () => {
  it('stores request types', () => {
    expect(quoteRequestType('rent', 'from_stack')).toBe('Lease');
    expect(quoteRequestType('rent', 'wish_color')).toBe('Lease');
    expect(quoteRequestType('new', 'wish_color')).toBe('Special Modification');
    expect(quoteRequestType('used-cw', 'from_stack')).toBe('Bulk Order');
  });

  it('stores purchase options with underscores', () => {
    expect(CONDITIONS.map(purchaseOptionOf)).toEqual(['new', 'used_a', 'used_cw', 'rent']);
  });

  it('stores truck only when transport costs something', () => {
    expect(transportTypeOf(null)).toBe('none');
    expect(transportTypeOf(0)).toBe('none');
    expect(transportTypeOf(35_030)).toBe('truck');
  });

  it('fills N/A for stock colour and requires RAL for a wish colour', () => {
    expect(resolveRalColor('from_stack', '')).toEqual({ ok: true, value: 'N/A' });
    expect(resolveRalColor('wish_color', ' 5010 ')).toEqual({ ok: true, value: '5010' });
    const missing = resolveRalColor('wish_color', '  ');
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.error.kind).toBe('ral-colour-required');
      expect(missing.error.message.en).toBe('RAL colour is required');
    }
  });

  it('maps a whole selection, rent always from stock', () => {
    expect(quoteSelectionFields({ condition: 'rent', colorType: 'wish_color', ralColor: '', transportPrice: 31_000 })).toEqual({
      ok: true,
      value: {
        requestType: 'Lease',
        purchaseOption: 'rent',
        transportType: 'truck',
        transportPrice: 31_000,
        colorType: 'from_stack',
        ralColor: 'N/A',
      },
    });
    expect(quoteSelectionFields({ condition: 'new', colorType: 'wish_color', ralColor: '', transportPrice: null }).ok).toBe(false);
  });
});
