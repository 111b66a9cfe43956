import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { createRedirectRule } from '../../../../../domain/redirects/redirect-rule.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { InputField, SelectField, fieldErrorsOf } from '../../../shared/form/index.js';
import { ApiError } from '../../../shared/remote/http.js';
import type { RedirectRulesApi } from '../hooks/use-redirect-rules.js';
import { statusCodeOf, statusOptions, type StatusValue } from './status-options.js';

type PathErrors = Partial<Record<'oldPath' | 'newPath' | 'form', string>>;

/** The Add Redirects tab: one rule, checked in the browser by the domain's rule, then by the server; clears both paths when added. */
export const AddRedirectForm = ({ lang, add }: { readonly lang: Language; readonly add: RedirectRulesApi['add'] }) => {
  const { t } = useTranslation();
  const [oldPath, setOldPath] = useState('');
  const [newPath, setNewPath] = useState('');
  const [status, setStatus] = useState<StatusValue>('301');
  const [errors, setErrors] = useState<PathErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (oldPath.trim() === '' || newPath.trim() === '') return;
    const checked = createRedirectRule({ oldPath, newPath, statusCode: statusCodeOf(status) });
    if (!checked.ok) {
      setErrors({ [checked.error.field]: checked.error.message[lang] });
      return;
    }
    setErrors({});
    add.mutate(
      { oldPath: checked.value.oldPath, newPath: checked.value.newPath, statusCode: checked.value.statusCode },
      {
        onSuccess: () => {
          setOldPath('');
          setNewPath('');
        },
        onError: (error) => {
          const byField = fieldErrorsOf(error);
          setErrors({
            ...(byField['oldPath'] === undefined ? {} : { oldPath: byField['oldPath'] }),
            ...(byField['newPath'] === undefined ? {} : { newPath: byField['newPath'] }),
            ...(Object.keys(byField).length > 0 ? {} : { form: error instanceof ApiError ? error.message : t('adminRedirects.toast.failed') }),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-[1fr_1fr_auto_auto] md:items-start">
      <InputField label={t('adminRedirects.add.oldPath')} placeholder={t('adminRedirects.examples.oldPath')} value={oldPath} error={errors.oldPath} onValueChange={setOldPath} autoComplete="off" spellCheck={false} />
      <InputField label={t('adminRedirects.add.newPath')} placeholder={t('adminRedirects.examples.newPath')} value={newPath} error={errors.newPath} onValueChange={setNewPath} autoComplete="off" spellCheck={false} />
      <SelectField label={t('adminRedirects.add.status')} value={status} options={statusOptions(lang)} onValueChange={setStatus} />
      <div className="md:pt-6">
        <button
          type="submit"
          disabled={add.isPending || oldPath.trim() === '' || newPath.trim() === ''}
          className="w-full rounded-md bg-blue-800 px-5 py-2 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50 md:w-auto"
        >
          {add.isPending ? t('adminRedirects.add.adding') : t('adminRedirects.add.submit')}
        </button>
      </div>
      {errors.form === undefined ? null : (
        <p role="alert" className="text-sm text-red-600 md:col-span-4">
          {errors.form}
        </p>
      )}
    </form>
  );
};
