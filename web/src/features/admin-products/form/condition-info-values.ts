import { LANGUAGES, type Language } from '../../../../../domain/shared/language.js';
import type { AdminConditionInfoJson, BadgeType, ConditionInfoTextsJson } from '../remote/admin-product-json.js';
import type { ConditionInfoInput } from '../remote/admin-product-requests.js';

export const BADGE_TYPES: readonly BadgeType[] = ['success', 'info', 'warning', 'error'];

export interface BadgeValues {
  readonly text: string;
  readonly type: BadgeType;
}

export interface ConditionInfoTextValues {
  readonly title: string;
  readonly description: string;
  /** One benefit per line. */
  readonly benefits: string;
  readonly badges: readonly BadgeValues[];
}

export interface ConditionInfoValues {
  readonly imageUrl: string;
  readonly translations: Readonly<Record<Language, ConditionInfoTextValues>>;
}

const EMPTY_TEXT: ConditionInfoTextValues = { title: '', description: '', benefits: '', badges: [] };

export const conditionInfoValuesOf = (info: AdminConditionInfoJson | undefined): ConditionInfoValues => ({
  imageUrl: info?.imageUrl ?? '',
  translations: Object.fromEntries(
    LANGUAGES.map((language) => {
      const text = info?.translations[language];
      return [language, text === undefined ? EMPTY_TEXT : { title: text.title, description: text.description, benefits: text.benefits.join('\n'), badges: text.badges }];
    }),
  ) as Record<Language, ConditionInfoTextValues>,
});

const isStarted = (text: ConditionInfoTextValues): boolean =>
  text.title.trim() !== '' || text.description.trim() !== '' || text.benefits.trim() !== '' || text.badges.some((badge) => badge.text.trim() !== '');

/** The languages with any text, benefits split per line and blank badges dropped; an empty image is none. */
export const conditionInfoInputOf = (values: ConditionInfoValues): ConditionInfoInput => {
  const translations: ConditionInfoTextsJson = Object.fromEntries(
    LANGUAGES.filter((language) => isStarted(values.translations[language])).map((language) => {
      const text = values.translations[language];
      return [
        language,
        {
          title: text.title.trim(),
          description: text.description.trim(),
          benefits: text.benefits
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== ''),
          badges: text.badges.map((badge) => ({ text: badge.text.trim(), type: badge.type })).filter((badge) => badge.text !== ''),
        },
      ];
    }),
  );
  return { imageUrl: values.imageUrl.trim() === '' ? null : values.imageUrl.trim(), translations };
};
