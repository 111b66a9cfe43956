import { useState, type FormEvent } from 'react';
import { fieldErrorsOf, type FieldErrors } from '../../../shared/form/index.js';
import { sectionInputOf, type SectionValues } from '../../../shared/section-editor/section-values.js';
import type { SectionInputJson } from '../../../shared/section-editor/section-json.js';
import { FormButtons } from './form-buttons.js';
import { SectionEditor } from '../../../shared/section-editor/section-editor.js';

interface SectionFormProps {
  readonly initial: SectionValues;
  readonly busy: boolean;
  readonly onSave: (input: SectionInputJson) => Promise<unknown>;
  readonly onCancel: () => void;
}

/** One home section on its own: its editor and Save / Cancel; the server's field errors show at their fields. */
export const SectionForm = ({ initial, busy, onSave, onCancel }: SectionFormProps) => {
  const [section, setSection] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await onSave(sectionInputOf(section));
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <SectionEditor section={section} onChange={setSection} errors={errors} />
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
};
