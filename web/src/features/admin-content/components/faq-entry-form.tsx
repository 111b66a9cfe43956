import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { LANGUAGES, type Language } from '../../../../../domain/shared/language.js';
import { InputField, TextAreaField, fieldErrorsOf } from '../../../shared/form/index.js';
import { checkFaqValues, type FaqValues } from '../form/faq-values.js';
import type { FaqTranslationsInput } from '../remote/faq-requests.js';
import { FormButtons } from './form-buttons.js';
import { LanguageTabs } from '../../../shared/admin/language-tabs.js';

interface FaqEntryFormProps {
  readonly idPrefix: string;
  readonly initial: FaqValues;
  readonly busy: boolean;
  /** Resolves when saved; rejects with the server's error (its field errors are shown). */
  readonly onSave: (input: FaqTranslationsInput) => Promise<unknown>;
  readonly onCancel: () => void;
}

/** A question and its answer in each language. */
export const FaqEntryForm = ({ idPrefix, initial, busy, onSave, onCancel }: FaqEntryFormProps) => {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [language, setLanguage] = useState<Language>('nl');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const set = (field: 'question' | 'answer', value: string) => setValues((current) => ({ ...current, [language]: { ...current[language], [field]: value } }));
  const invalid = new Set(LANGUAGES.filter((candidate) => Object.keys(errors).some((field) => field.startsWith(`translations.${candidate}.`))));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFaqValues(values);
    const messages = Object.fromEntries(Object.entries(checked.errors).map(([field, key]) => [field, t(key)]));
    setErrors(messages);
    const first = LANGUAGES.find((candidate) => Object.keys(messages).some((field) => field.startsWith(`translations.${candidate}.`)));
    if (first !== undefined) {
      setLanguage(first);
      return;
    }
    try {
      await onSave(checked.input);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <LanguageTabs idPrefix={idPrefix} active={language} onChange={setLanguage} invalid={invalid}>
        <div className="space-y-4">
          <InputField label={t('adminContent.faq.question')} value={values[language].question} error={errors[`translations.${language}.question`]} onValueChange={(value) => set('question', value)} />
          <TextAreaField label={t('adminContent.faq.answer')} value={values[language].answer} rows={5} error={errors[`translations.${language}.answer`]} onValueChange={(value) => set('answer', value)} />
        </div>
      </LanguageTabs>
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
};
