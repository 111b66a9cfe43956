import type { ReactNode } from 'react';

/** Label / value pairs of a quote or message; rows without a value are left out. */
export const DetailList = ({ rows }: { readonly rows: readonly (readonly [label: string, value: ReactNode | null])[] }) => (
  <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
    {rows
      .filter(([, value]) => value !== null && value !== '')
      .map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
  </dl>
);
