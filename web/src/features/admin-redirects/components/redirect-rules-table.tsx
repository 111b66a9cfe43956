import { useCallback, useState } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import type { RedirectRulesApi } from '../hooks/use-redirect-rules.js';
import type { StoredRedirectJson } from '../remote/redirect-requests.js';
import { ConfirmDialog } from '../../../shared/admin/confirm-dialog.js';
import { TableHead } from '../../../shared/table/table-head.js';

/** The Redirect Rules table (Old Path, New Path, Status, Active, Actions) in a 400px scrolling box, with its loading, error and empty states. */
export const RedirectRulesTable = ({ rules, toggle, remove }: Pick<RedirectRulesApi, 'rules' | 'toggle' | 'remove'>) => {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<StoredRedirectJson | null>(null);
  const closeDialog = useCallback(() => setDeleting(null), []);

  if (rules.isPending) {
    return (
      <p role="status" className="flex h-[400px] items-center justify-center rounded-md border border-slate-200 text-slate-600">
        {t('adminRedirects.table.loading')}
      </p>
    );
  }
  if (rules.isError) {
    return (
      <div role="alert" className="flex h-[400px] flex-col items-center justify-center gap-4 rounded-md border border-red-200 bg-red-50 text-red-800">
        <p>{t('adminRedirects.table.loadError')}</p>
        <button type="button" onClick={() => void rules.refetch()} className="rounded-md bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
          {t('adminRedirects.table.retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      <div className="h-[400px] overflow-auto rounded-md border border-slate-200" tabIndex={0} role="region" aria-label={t('adminRedirects.table.title')}>
        {rules.data.length === 0 ? (
          <p className="flex h-full items-center justify-center text-slate-600">{t('adminRedirects.table.empty')}</p>
        ) : (
          <table className="w-full min-w-[640px] text-sm">
            <TableHead sticky cells={(['oldPath', 'newPath', 'status', 'active', 'actions'] as const).map((column) => t(`adminRedirects.table.${column}`))} />
            <tbody>
              {rules.data.map((rule) => (
                <tr key={rule.id} className="border-t border-slate-100">
                  <td className="px-3 py-2 font-mono break-all">{rule.oldPath}</td>
                  <td className="px-3 py-2 font-mono break-all">{rule.newPath}</td>
                  <td className="px-3 py-2">{rule.statusCode}</td>
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      checked={rule.isActive}
                      disabled={toggle.isPending && toggle.variables.id === rule.id}
                      aria-label={t('adminRedirects.table.activeFor', { path: rule.oldPath })}
                      onChange={(event) => toggle.mutate({ id: rule.id, isActive: event.target.checked })}
                      className="h-4 w-4 rounded border-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                    />
                  </td>
                  <td className="px-3 py-2">
                    <button
                      type="button"
                      onClick={() => setDeleting(rule)}
                      aria-label={t('adminRedirects.table.deleteFor', { path: rule.oldPath })}
                      className="rounded-md border border-red-200 px-3 py-1 text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                    >
                      {t('adminRedirects.table.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {deleting === null ? null : (
        <ConfirmDialog
          title={t('adminRedirects.delete.title')}
          text={t('adminRedirects.delete.text', { path: deleting.oldPath })}
          busy={remove.isPending}
          onCancel={closeDialog}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: closeDialog })}
        />
      )}
    </>
  );
};
