import { describe, expect, it } from '@jest/globals';
import {
  effectiveColorType,
  enterRalColor,
  initialPurchaseSelection,
  isColourSelectionAllowed,
  selectColorType,
  selectCondition,
  type PurchaseSelection,
} from './purchase-selection.js';

const wishOnNew: PurchaseSelection = { condition: 'new', colorType: 'wish_color', ralColor: '5010' };

describe('purchase selection', () => {
  it('starts from the product condition with colour from stock', () => {
    expect(initialPurchaseSelection('used-a')).toEqual({ condition: 'used-a', colorType: 'from_stack', ralColor: '' });
  });

  it('allows colour only for a chosen sale condition', () => {
    expect(isColourSelectionAllowed('new')).toBe(true);
    expect(isColourSelectionAllowed('used-cw')).toBe(true);
    expect(isColourSelectionAllowed('rent')).toBe(false);
    expect(isColourSelectionAllowed(null)).toBe(false);
  });

  it('resets the colour on another condition and forces from stock for rent', () => {
    expect(selectCondition(wishOnNew, 'used-a')).toEqual({ condition: 'used-a', colorType: 'from_stack', ralColor: '' });
    expect(selectCondition(wishOnNew, 'rent')).toEqual({ condition: 'rent', colorType: 'from_stack', ralColor: '' });
    expect(selectCondition(wishOnNew, 'new')).toBe(wishOnNew);
  });

  it('clears the RAL number when going back to from stock', () => {
    expect(selectColorType(wishOnNew, 'from_stack')).toEqual({ condition: 'new', colorType: 'from_stack', ralColor: '' });
    expect(selectColorType(initialPurchaseSelection('new'), 'wish_color').colorType).toBe('wish_color');
  });

  it('ignores a colour choice for rent or without condition', () => {
    const rent = initialPurchaseSelection('rent');
    expect(selectColorType(rent, 'wish_color')).toBe(rent);
    const none = initialPurchaseSelection(null);
    expect(selectColorType(none, 'wish_color')).toBe(none);
  });

  it('keeps a RAL number only with a wish colour', () => {
    expect(enterRalColor(wishOnNew, '7016').ralColor).toBe('7016');
    expect(enterRalColor(initialPurchaseSelection('new'), '7016').ralColor).toBe('');
  });

  it('treats rent as colour from stock', () => {
    expect(effectiveColorType('rent', 'wish_color')).toBe('from_stack');
    expect(effectiveColorType('new', 'wish_color')).toBe('wish_color');
  });
});
