import { fillLocalized, type LocalizedText } from '../../domain/shared/language.js';
import { shortageReason } from '../../domain/units/cart-stock.js';
import { ORDER_MESSAGES } from './order-messages.js';
import type { UnitsShort } from './order-repository.port.js';

/** "{title}": {reason}, in every language: the words the checkout and an offer's acceptance answer a line with. */
export const lineProblem = (title: string, reason: LocalizedText): LocalizedText => ({
  nl: fillLocalized(ORDER_MESSAGES.lineProblem, { title, reason: reason.nl }).nl,
  de: fillLocalized(ORDER_MESSAGES.lineProblem, { title, reason: reason.de }).de,
  fr: fillLocalized(ORDER_MESSAGES.lineProblem, { title, reason: reason.fr }).fr,
  en: fillLocalized(ORDER_MESSAGES.lineProblem, { title, reason: reason.en }).en,
});

/** Too few container units for an order (from a cart or an offer): the product and how many are left. */
export const unitsShortProblem = (short: UnitsShort): LocalizedText => lineProblem(short.productTitle, shortageReason(short.left));
