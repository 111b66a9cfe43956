import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { ApiError } from '../../../shared/remote/http.js';

interface DetailFrameProps<Detail> {
  readonly title: string;
  readonly query: UseQueryResult<Detail>;
  readonly onClose: () => void;
  readonly children: (detail: Detail) => ReactNode;
}

/** The open order, quote or message beside its list, with loading, not-found and error states and a Close button. */
export const DetailFrame = <Detail,>({ title, query, onClose, children }: DetailFrameProps<Detail>) => {
  const { t } = useTranslation();
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex items-start justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          {t('adminInbox.detail.close')}
        </button>
      </div>
      {query.isPending ? (
        <p role="status" className="text-slate-600">
          {t('adminInbox.detail.loading')}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          {query.error instanceof ApiError && query.error.status === 404 ? t('adminInbox.detail.notFound') : t('adminInbox.detail.error')}
        </p>
      ) : (
        children(query.data)
      )}
    </section>
  );
};
