import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../remote/http.js';

/** What a panel says while its record loads, when the server does not know it (404), and when loading failed. */
export interface QueryDetailTexts {
  readonly loading: string;
  readonly notFound: string;
  readonly error: string;
}

interface QueryDetailProps<Detail> {
  readonly query: UseQueryResult<Detail>;
  readonly texts: QueryDetailTexts;
  readonly children: (detail: Detail) => ReactNode;
}

/** One record asked of the server: loading, not found, an error, or the record as `children` shows it. */
export const QueryDetail = <Detail,>({ query, texts, children }: QueryDetailProps<Detail>) =>
  query.isPending ? (
    <p role="status" className="text-slate-600">
      {texts.loading}
    </p>
  ) : query.isError ? (
    <p role="alert" className="text-red-700">
      {query.error instanceof ApiError && query.error.status === 404 ? texts.notFound : texts.error}
    </p>
  ) : (
    children(query.data)
  );
