import { useDeferredValue, useId, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { parseRedirectImport } from '../../../../../domain/redirects/redirect-csv.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { FIELD_CLASS } from '../../../shared/form/index.js';
import { ApiError } from '../../../shared/remote/http.js';
import type { RedirectRulesApi } from '../hooks/use-redirect-rules.js';
import { ImportPreview, type LineProblem } from './import-preview.js';

const ACCEPTED_FILE = /\.(txt|csv)$/i;
/** The server takes at most 5,000,000 characters in one import. */
const MAX_FILE_BYTES = 5_000_000;

/** The server names each bad line `line N`; other failures come back without a line. */
const serverProblemsOf = (error: unknown): readonly LineProblem[] =>
  error instanceof ApiError ? error.fieldErrors.map((problem) => ({ line: Number(/\d+/.exec(problem.field)?.[0] ?? 0), message: problem.message })) : [];

/** The Bulk Import tab: paste or load a .txt/.csv file, see the domain parser's preview per line, then import all or nothing. */
export const BulkImportPanel = ({ lang, bulkImport }: { readonly lang: Language; readonly bulkImport: RedirectRulesApi['bulkImport'] }) => {
  const { t } = useTranslation();
  const textId = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverProblems, setServerProblems] = useState<readonly LineProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const deferredText = useDeferredValue(text);
  const parsed = useMemo(() => parseRedirectImport(deferredText), [deferredText]);
  const hasText = text.trim() !== '';
  const canImport = hasText && deferredText === text && parsed.rules.length > 0 && parsed.errors.length === 0 && !bulkImport.isPending;

  const changeText = (value: string) => {
    setText(value);
    setServerProblems([]);
    setFailure(null);
  };

  const loadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    if (!ACCEPTED_FILE.test(file.name)) return setFileError(t('adminRedirects.bulk.fileType'));
    if (file.size > MAX_FILE_BYTES) return setFileError(t('adminRedirects.bulk.fileTooLarge'));
    setFileError(null);
    changeText(await file.text());
  };

  const runImport = () => {
    if (!canImport) return;
    bulkImport.mutate(text, {
      onSuccess: () => changeText(''),
      onError: (error) => {
        const problems = serverProblemsOf(error);
        setServerProblems(problems);
        setFailure(problems.length > 0 ? null : error instanceof ApiError ? error.message : t('adminRedirects.toast.failed'));
      },
    });
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t('adminRedirects.bulk.help')}</p>
      <div>
        <label htmlFor={textId} className="block text-sm font-medium text-slate-700">
          {t('adminRedirects.bulk.pasteLabel')}
        </label>
        <textarea
          id={textId}
          value={text}
          onChange={(event) => changeText(event.target.value)}
          spellCheck={false}
          placeholder={t('adminRedirects.examples.bulk')}
          className={`${FIELD_CLASS} min-h-[150px] border-slate-300 font-mono text-sm`}
        />
      </div>
      <div>
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-700">
          {t('adminRedirects.bulk.fileLabel')}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".txt,.csv,text/plain,text/csv"
          aria-describedby={fileError === null ? `${fileId}-hint` : `${fileId}-hint ${fileId}-error`}
          onChange={(event) => void loadFile(event)}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        />
        <p id={`${fileId}-hint`} className="mt-1 text-xs text-slate-500">
          {t('adminRedirects.bulk.fileHint')}
        </p>
        {fileError === null ? null : (
          <p id={`${fileId}-error`} role="alert" className="mt-1 text-sm text-red-600">
            {fileError}
          </p>
        )}
      </div>
      {hasText ? <ImportPreview lang={lang} parsed={parsed} serverProblems={serverProblems} /> : null}
      {failure === null ? null : (
        <p role="alert" className="text-sm text-red-600">
          {failure}
        </p>
      )}
      <button
        type="button"
        onClick={runImport}
        disabled={!canImport}
        className="rounded-md bg-blue-800 px-5 py-2 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {bulkImport.isPending
          ? t('adminRedirects.bulk.importing')
          : parsed.rules.length === 0
            ? t('adminRedirects.bulk.submitEmpty')
            : t('adminRedirects.bulk.submit', { count: parsed.rules.length })}
      </button>
    </div>
  );
};
