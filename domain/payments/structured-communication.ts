/**
 * Belgian structured communication ("gestructureerde mededeling" / OGM-VCS):
 * 10 digits and a 2-digit mod-97 check, written +++123/4567/89012+++.
 * The 10 digits are the order number, zero-padded, so a payment names its order.
 */
const BASE_DIGITS = 10;
const MAX_ORDER_NUMBER = 10 ** BASE_DIGITS - 1;

/** The check digits of a 10-digit base: its remainder mod 97, with 0 written as 97. */
export const structuredCommunicationCheck = (base: number): number => {
  const remainder = base % 97;
  return remainder === 0 ? 97 : remainder;
};

/** '+++xxx/xxxx/xxxxx+++' for an order number from 1 to 9 999 999 999; any other number is a bug. */
export const structuredCommunication = (orderNumber: number): string => {
  if (!Number.isSafeInteger(orderNumber) || orderNumber < 1 || orderNumber > MAX_ORDER_NUMBER) {
    throw new RangeError(`A structured communication needs an order number from 1 to ${MAX_ORDER_NUMBER}, got ${orderNumber}`);
  }
  const digits = `${String(orderNumber).padStart(BASE_DIGITS, '0')}${String(structuredCommunicationCheck(orderNumber)).padStart(2, '0')}`;
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
};

/** True for a well-formed communication whose check digits match (with or without the +++ or *** marks). */
export const isValidStructuredCommunication = (value: string): boolean => {
  const match = /^(?:\+{3}|\*{3})?(\d{3})\/?(\d{4})\/?(\d{5})(?:\+{3}|\*{3})?$/.exec(value.trim());
  if (match === null) return false;
  const digits = `${match[1] ?? ''}${match[2] ?? ''}${match[3] ?? ''}`;
  const base = Number(digits.slice(0, BASE_DIGITS));
  const check = Number(digits.slice(BASE_DIGITS));
  return base > 0 && structuredCommunicationCheck(base) === check;
};

/** The order number a structured communication carries, or null when it is not a valid one. */
export const orderNumberOfStructuredCommunication = (value: string): number | null => {
  if (!isValidStructuredCommunication(value)) return null;
  return Number(value.replace(/\D/g, '').slice(0, BASE_DIGITS));
};
