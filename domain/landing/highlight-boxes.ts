import { sanitizeLinkUrl } from './link-url.js';
import { isHighlightIcon, type HighlightBox } from './section.js';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optionalText = (value: unknown): string | null => (text(value) === '' ? null : text(value));

const toHighlightBox = (item: unknown): HighlightBox | null => {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const fields = item as Readonly<Record<string, unknown>>;
  return {
    icon: isHighlightIcon(fields.icon) ? fields.icon : 'Container',
    title: text(fields.title),
    content: text(fields.content),
    buttonText: optionalText(fields.buttonText),
    buttonUrl: sanitizeLinkUrl(fields.buttonUrl),
  };
};

/**
 * Highlight boxes as stored: a list, or JSON text holding one. Bad JSON or
 * anything that is not a list gives []; entries that are not objects are
 * dropped; an unknown icon becomes 'Container'.
 */
export const parseHighlightBoxes = (value: unknown): readonly HighlightBox[] => {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return (list as readonly unknown[]).map(toHighlightBox).filter((box): box is HighlightBox => box !== null);
};
