import type { WithSanitisedHtml } from '../../domain/content/sanitised-html.js';
import type { HtmlSanitizer } from '../content/html-sanitizer.port.js';
import { sanitizeLinkUrl } from '../../domain/landing/link-url.js';
import { isSafeSectionStyle, type SectionStyleField } from '../../domain/landing/section-style.js';
import { isHighlightIcon, isSectionType, type HighlightBox, type SectionTranslation, type SectionType } from '../../domain/landing/section.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';
import { ADMIN_CONTENT_MESSAGES as M } from './admin-content-messages.js';
import { FieldErrors, optionalImageUrl, optionalText } from './content-fields.js';

export interface HighlightBoxInput {
  readonly icon?: string | undefined;
  readonly title?: string | undefined;
  readonly content?: string | undefined;
  readonly buttonText?: string | null | undefined;
  readonly buttonUrl?: string | null | undefined;
}

export interface SectionTranslationInput {
  readonly title?: string | null | undefined;
  readonly subtitle?: string | null | undefined;
  /** HTML; sanitised before it is stored. */
  readonly contentHtml?: string | null | undefined;
  readonly imageUrl?: string | null | undefined;
  readonly imageAlt?: string | null | undefined;
  readonly buttonText?: string | null | undefined;
  readonly buttonUrl?: string | null | undefined;
  readonly highlightBoxes?: readonly HighlightBoxInput[] | undefined;
}

/** A home or landing-page section as the admin sends it. */
export interface SectionInput {
  /** Kept when given (the leasing section is known by its id 'leasing-section'; a landing page's ids are its own); else one is made. */
  readonly id?: string | undefined;
  readonly type: string;
  readonly backgroundColor?: string | null | undefined;
  readonly backgroundGradient?: string | null | undefined;
  readonly paddingTop?: string | null | undefined;
  readonly paddingBottom?: string | null | undefined;
  readonly translations: Readonly<Partial<Record<Language, SectionTranslationInput | undefined>>>;
}

/** A section translation as stored: contentHtml through the sanitiser, links made safe. */
export type SectionTranslationDraft = WithSanitisedHtml<SectionTranslation, 'contentHtml'>;

/** A checked section without its place (the order index is given by the list or the store). */
export interface SectionDraft {
  readonly id: string | null;
  readonly type: SectionType;
  readonly backgroundColor: string | null;
  readonly backgroundGradient: string | null;
  readonly paddingTop: string | null;
  readonly paddingBottom: string | null;
  readonly translations: Readonly<Partial<Record<Language, SectionTranslationDraft>>>;
}

const SECTION_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** A link typed by the editor: empty is none; anything sanitizeLinkUrl refuses is an error. */
const linkUrl = (value: string | null | undefined, field: string, errors: FieldErrors): string | null => {
  if (optionalText(value) === null) return null;
  const safe = sanitizeLinkUrl(value);
  if (safe === null) errors.add(field, M.linkUrlInvalid);
  return safe;
};

const highlightBox = (box: HighlightBoxInput, at: string, errors: FieldErrors): HighlightBox | null => {
  if (!isHighlightIcon(box.icon)) {
    errors.add(`${at}.icon`, M.highlightIconInvalid);
    return null;
  }
  return {
    icon: box.icon,
    title: optionalText(box.title) ?? '',
    content: optionalText(box.content) ?? '',
    buttonText: optionalText(box.buttonText),
    buttonUrl: linkUrl(box.buttonUrl, `${at}.buttonUrl`, errors),
  };
};

const translation = (given: SectionTranslationInput, at: string, errors: FieldErrors, sanitizer: HtmlSanitizer): SectionTranslationDraft => {
  const html = optionalText(given.contentHtml);
  return {
    title: optionalText(given.title) ?? '',
    subtitle: optionalText(given.subtitle),
    contentHtml: html === null ? null : sanitizer.sanitize(html),
    imageUrl: optionalImageUrl(given.imageUrl, `${at}.imageUrl`, errors),
    imageAlt: optionalText(given.imageAlt),
    buttonText: optionalText(given.buttonText),
    buttonUrl: linkUrl(given.buttonUrl, `${at}.buttonUrl`, errors),
    highlightBoxes: (given.highlightBoxes ?? [])
      .map((box, index) => highlightBox(box, `${at}.highlightBoxes.${index}`, errors))
      .filter((box): box is HighlightBox => box !== null),
  };
};

/** Collects the problems of one section under `at` ('' for a lone section, 'sections.2' in a list). */
export const readSection = (input: SectionInput, at: string, errors: FieldErrors, sanitizer: HtmlSanitizer): SectionDraft | null => {
  const prefix = at === '' ? '' : `${at}.`;
  const id = optionalText(input.id);
  if (id !== null && !SECTION_ID.test(id)) errors.add(`${prefix}id`, M.sectionIdInvalid);
  if (!isSectionType(input.type)) errors.add(`${prefix}type`, M.sectionTypeInvalid);
  const translations: Partial<Record<Language, SectionTranslationDraft>> = {};
  for (const language of LANGUAGES) {
    const given = input.translations[language];
    if (given !== undefined) translations[language] = translation(given, `${prefix}translations.${language}`, errors, sanitizer);
  }
  const style = (field: SectionStyleField): string | null => {
    const value = optionalText(input[field]);
    if (value !== null && !isSafeSectionStyle(field, value)) errors.add(`${prefix}${field}`, M.sectionStyleInvalid);
    return value;
  };
  const backgroundColor = style('backgroundColor');
  const backgroundGradient = style('backgroundGradient');
  const paddingTop = style('paddingTop');
  const paddingBottom = style('paddingBottom');
  if (!isSectionType(input.type)) return null;
  return { id, type: input.type, backgroundColor, backgroundGradient, paddingTop, paddingBottom, translations };
};

/** One section (a home section): checked, contentHtml sanitised, links made safe. */
export const toSectionDraft = (input: SectionInput, sanitizer: HtmlSanitizer): Result<SectionDraft, ApplicationError> => {
  const errors = new FieldErrors();
  const draft = readSection(input, '', errors, sanitizer);
  return draft === null || errors.list.length > 0 ? err(invalidInput(errors.list)) : ok(draft);
};

/** A page's ordered sections; ids must not repeat. */
export const toSectionDrafts = (inputs: readonly SectionInput[], sanitizer: HtmlSanitizer): Result<readonly SectionDraft[], ApplicationError> => {
  const errors = new FieldErrors();
  const drafts = inputs.map((input, index) => readSection(input, `sections.${index}`, errors, sanitizer));
  const ids = drafts.flatMap((draft) => (draft?.id === null || draft === null ? [] : [draft.id]));
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index) errors.add('sections', M.sectionIdRepeated);
  });
  const checked = drafts.filter((draft): draft is SectionDraft => draft !== null);
  return errors.list.length > 0 || checked.length !== drafts.length ? err(invalidInput(errors.list)) : ok(checked);
};
