import { useTranslation } from '../../shared/translation/index.js';
import type { ProseSection } from '../../shared/service-page/index.js';

const isTextRecord = (value: unknown): value is Readonly<Record<string, string>> =>
  typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');

/**
 * The sections of a policy from its catalog: each `{heading, p1, p2, …}` becomes a heading with
 * its paragraphs in catalog order, so a translator can add a paragraph without a code change.
 */
export const usePolicySections = (prefix: string, keys: readonly string[]): readonly ProseSection[] => {
  const { i18n } = useTranslation();
  return keys.map((key) => {
    const raw = i18n.resource(`${prefix}.${key}`);
    const entries = isTextRecord(raw) ? Object.entries(raw) : [];
    return {
      key,
      heading: entries.find(([name]) => name === 'heading')?.[1] ?? '',
      paragraphs: entries.filter(([name]) => name !== 'heading').map(([, text]) => text),
    };
  });
};
