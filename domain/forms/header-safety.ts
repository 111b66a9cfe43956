/** CR and LF would let a value add mail headers; other control characters and line separators have no place there either. */
const UNSAFE_IN_HEADER = /[\u0000-\u0008\u000a-\u001f\u007f\u0085\u2028\u2029]/;

/** True when the text can go into a mail header (a name, a subject) as it is: no CR/LF, no control characters except tab. */
export const isSafeHeaderValue = (text: string): boolean => !UNSAFE_IN_HEADER.test(text);
