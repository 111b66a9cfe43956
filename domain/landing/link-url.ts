import { normalizeRedirectPath } from '../redirects/redirect-path.js';

const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\\]/;

/**
 * A button link an editor typed, made safe for an href: a relative path on this
 * site (leading slash enforced), an `#anchor`, an http(s) address, `mailto:` or
 * `tel:`. Anything else (javascript:, data:, `//host`) gives null.
 */
export const sanitizeLinkUrl = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (/^(?:https?:\/\/[^/?#]|mailto:|tel:|#)/i.test(trimmed)) return CONTROL_OR_SPACE.test(trimmed) ? null : trimmed;
  const path = normalizeRedirectPath(trimmed, 'target');
  return path.ok ? path.value : null;
};
