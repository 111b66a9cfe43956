import type { ColorType, Condition } from '../catalogue/product.js';

/** What the visitor has chosen on the product page. */
export interface PurchaseSelection {
  readonly condition: Condition | null;
  readonly colorType: ColorType;
  /** RAL number typed for a wish colour; '' when none. */
  readonly ralColor: string;
}

/** The page starts from the product's own condition, colour from stock. */
export const initialPurchaseSelection = (productCondition: Condition | null): PurchaseSelection => ({
  condition: productCondition,
  colorType: 'from_stack',
  ralColor: '',
});

/** Colour can only be chosen for a sale condition; not for rent, not before a condition is chosen. */
export const isColourSelectionAllowed = (condition: Condition | null): boolean =>
  condition !== null && condition !== 'rent';

const FROM_STACK = { colorType: 'from_stack', ralColor: '' } as const;

/**
 * Choosing a condition. Another condition resets the colour to from stock (clearing
 * the RAL number); rent always forces from stock. Choosing the current sale condition
 * again changes nothing.
 */
export const selectCondition = (state: PurchaseSelection, condition: Condition): PurchaseSelection =>
  condition === state.condition && condition !== 'rent' ? state : { ...state, condition, ...FROM_STACK };

/**
 * Choosing a colour type. Ignored where colour selection is not allowed (rent or no
 * condition); from stock clears the RAL number, wish colour keeps what was typed.
 */
export const selectColorType = (state: PurchaseSelection, colorType: ColorType): PurchaseSelection => {
  if (!isColourSelectionAllowed(state.condition)) return state;
  return colorType === 'from_stack' ? { ...state, ...FROM_STACK } : { ...state, colorType };
};

/** Typing a RAL number; only kept with a wish colour (the field is hidden otherwise). */
export const enterRalColor = (state: PurchaseSelection, ralColor: string): PurchaseSelection =>
  state.colorType === 'wish_color' ? { ...state, ralColor } : state;

/** Rent always goes with colour from stock, whatever a caller sends. */
export const effectiveColorType = (condition: Condition | null, colorType: ColorType): ColorType =>
  condition === 'rent' ? 'from_stack' : colorType;
