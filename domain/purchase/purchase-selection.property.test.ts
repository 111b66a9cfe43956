import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { COLOR_TYPES, CONDITIONS } from '../catalogue/product.js';
import {
  enterRalColor,
  initialPurchaseSelection,
  selectColorType,
  selectCondition,
  type PurchaseSelection,
} from './purchase-selection.js';

const anyCondition = fc.constantFrom(...CONDITIONS);
const anyColorType = fc.constantFrom(...COLOR_TYPES);
const anyRal = fc.stringMatching(/^[0-9]{0,4}$/);
type Step = (state: PurchaseSelection) => PurchaseSelection;
const anyStep: fc.Arbitrary<Step> = fc.oneof(
  anyCondition.map((condition): Step => (state) => selectCondition(state, condition)),
  anyColorType.map((colorType): Step => (state) => selectColorType(state, colorType)),
  anyRal.map((ral): Step => (state) => enterRalColor(state, ral)),
);
const anyJourney = fc.tuple(fc.option(anyCondition, { nil: null }), fc.array(anyStep, { maxLength: 15 }));

describe('purchase selection journeys', () => {
  it('never reach rent with a wish colour, nor a RAL number without a wish colour', () => {
    fc.assert(fc.property(anyJourney, ([start, steps]) => {
      const end = steps.reduce((state, step) => step(state), initialPurchaseSelection(start));
      if (end.condition === 'rent' || end.condition === null) expect(end.colorType).toBe('from_stack');
      if (end.colorType === 'from_stack') expect(end.ralColor).toBe('');
    }));
  });

  it('selecting a condition always selects it', () => {
    fc.assert(fc.property(anyJourney, anyCondition, ([start, steps], condition) => {
      const state = steps.reduce((current, step) => step(current), initialPurchaseSelection(start));
      expect(selectCondition(state, condition).condition).toBe(condition);
    }));
  });
});
