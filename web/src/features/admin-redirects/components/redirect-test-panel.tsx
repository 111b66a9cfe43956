import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { REDIRECT_MESSAGES } from '../../../../../domain/redirects/redirect-messages.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { InputField } from '../../../shared/form/index.js';
import { ApiError } from '../../../shared/remote/http.js';
import { testRedirect } from '../remote/redirect-requests.js';

/** The Test Redirects tab: asks the server which stored rule a URL follows (the rules the server really serves). */
export const RedirectTestPanel = ({ lang }: { readonly lang: Language }) => {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const test = useMutation({ mutationFn: (value: string) => testRedirect(value, lang) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim() === '') return;
    test.mutate(url.trim());
  };

  const noMatch = test.error instanceof ApiError && test.error.status === 404;
  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-[1fr_auto] md:items-start">
        <InputField label={t('adminRedirects.test.url')} placeholder={t('adminRedirects.examples.oldPath')} value={url} onValueChange={setUrl} autoComplete="off" spellCheck={false} />
        <div className="md:pt-6">
          <button
            type="submit"
            disabled={test.isPending || url.trim() === ''}
            className="w-full rounded-md bg-blue-800 px-5 py-2 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50 md:w-auto"
          >
            {test.isPending ? t('adminRedirects.test.testing') : t('adminRedirects.test.submit')}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {test.data === undefined ? null : (
          <div className="rounded-md border border-green-200 bg-green-50 p-4 text-sm text-green-900">
            <p className="font-semibold">{t('adminRedirects.test.match')}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt>{t('adminRedirects.table.oldPath')}</dt>
              <dd className="font-mono break-all">{test.data.rule.oldPath}</dd>
              <dt>{t('adminRedirects.table.newPath')}</dt>
              <dd className="font-mono break-all">{test.data.rule.newPath}</dd>
              <dt>{t('adminRedirects.test.goesTo')}</dt>
              <dd className="font-mono break-all" data-testid="redirect-test-location">
                {test.data.location}
              </dd>
              <dt>{t('adminRedirects.table.status')}</dt>
              <dd>{test.data.statusCode}</dd>
            </dl>
          </div>
        )}
        {test.error === null ? null : (
          <p className={`rounded-md border p-4 text-sm ${noMatch ? 'border-slate-200 bg-slate-50 text-slate-800' : 'border-red-200 bg-red-50 text-red-800'}`}>
            {noMatch ? REDIRECT_MESSAGES.noMatch[lang] : test.error.message}
          </p>
        )}
      </div>
    </div>
  );
};
