import { useTranslation } from '../../../shared/translation/index.js';
import type { RedirectImportResult } from '../../../../../domain/redirects/redirect-import.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { TableHead } from '../../../shared/table/table-head.js';

export interface LineProblem {
  readonly line: number;
  readonly message: string;
}

interface ImportPreviewProps {
  readonly lang: Language;
  readonly parsed: RedirectImportResult;
  /** Problems the server found (say, an old path that is already redirected), by line. */
  readonly serverProblems: readonly LineProblem[];
}

/** What the import would add, and every line that has an error or is skipped, with its number. */
export const ImportPreview = ({ lang, parsed, serverProblems }: ImportPreviewProps) => {
  const { t } = useTranslation();
  const problems: readonly LineProblem[] = [...parsed.errors.map((error) => ({ line: error.line, message: error.reason[lang] })), ...serverProblems].sort((a, b) => a.line - b.line);
  return (
    <section aria-labelledby="import-preview-title" className="space-y-4">
      <h3 id="import-preview-title" className="text-lg font-semibold text-slate-900">
        {t('adminRedirects.bulk.previewTitle', { count: parsed.rules.length })}
      </h3>
      {parsed.rules.length === 0 ? null : (
        <div className="max-h-64 overflow-auto rounded-md border border-slate-200">
          <table className="w-full text-left text-sm">
            <TableHead sticky cells={[t('adminRedirects.bulk.line'), t('adminRedirects.table.oldPath'), t('adminRedirects.table.newPath'), t('adminRedirects.table.status')]} />
            <tbody>
              {parsed.rules.map((rule, index) => (
                <tr key={`${parsed.ruleLines[index] ?? index}`} className="border-t border-slate-100">
                  <td className="px-3 py-1.5 text-slate-500">{parsed.ruleLines[index]}</td>
                  <td className="px-3 py-1.5 font-mono break-all">{rule.oldPath}</td>
                  <td className="px-3 py-1.5 font-mono break-all">{rule.newPath}</td>
                  <td className="px-3 py-1.5">{rule.statusCode}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {problems.length === 0 ? null : (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{t('adminRedirects.bulk.errorsTitle', { count: problems.length })}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {problems.map((problem, index) => (
              <li key={`${problem.line}-${index}`}>{t('adminRedirects.bulk.lineProblem', { line: problem.line, message: problem.message })}</li>
            ))}
          </ul>
        </div>
      )}
      {parsed.skipped.length === 0 ? null : (
        <div className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">{t('adminRedirects.bulk.skippedTitle', { count: parsed.skipped.length })}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {parsed.skipped.map((line) => (
              <li key={line.line}>
                {t('adminRedirects.bulk.skippedLine', { line: line.line })} <code className="break-all">{line.text}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
};
