/** RFC 5321 limits: 64 characters before the @, 254 in all. */
export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL_DOMAIN = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/**
 * A pragmatic check, not the full RFC: one @; an unquoted local part of the
 * usual characters without leading, trailing or double dots; a domain of at
 * least two labels (letters, digits, inner hyphens, international letters
 * allowed) ending in a top-level domain of letters. No IP literals, no
 * quoted local parts, no spaces.
 */
export const isValidEmail = (value: string): boolean => {
  if (value.length > MAX_EMAIL_LENGTH) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  const topLevel = labels.at(-1) ?? '';
  return (
    local.length <= MAX_LOCAL_PART_LENGTH &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(topLevel)
  );
};
