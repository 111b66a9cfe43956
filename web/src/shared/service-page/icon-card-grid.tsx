import type { ReactNode } from 'react';

export interface IconCard {
  readonly key: string;
  /** A small decorative icon (the pages use the home's HighlightIcon). */
  readonly icon: ReactNode;
  readonly title: string;
  readonly text: string;
}

const COLUMNS = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

/** A titled grid of cards with an icon, a heading (h3) and a short text. */
export const IconCardGrid = ({ title, lead, cards, columns = 3 }: { readonly title: string; readonly lead?: string; readonly cards: readonly IconCard[]; readonly columns?: keyof typeof COLUMNS }) => (
  <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
    <h2 className="text-center text-3xl font-bold text-slate-900">{title}</h2>
    {lead === undefined ? null : <p className="mx-auto mt-3 max-w-3xl text-center text-lg text-slate-600">{lead}</p>}
    <ul className={`mt-10 grid grid-cols-1 gap-6 ${COLUMNS[columns]}`}>
      {cards.map((card) => (
        <li key={card.key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span aria-hidden="true" className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-blue-100 text-blue-800">
            {card.icon}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
          <p className="mt-2 text-slate-600">{card.text}</p>
        </li>
      ))}
    </ul>
  </section>
);
