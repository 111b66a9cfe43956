import type { ReactNode } from 'react';

interface FilterButtonProps {
  readonly active: boolean;
  readonly onClick: () => void;
  readonly children: ReactNode;
}

/** A toggle button of a filter row; aria-pressed tells which one is on. */
export const FilterButton = ({ active, onClick, children }: FilterButtonProps) => (
  <button
    type="button"
    aria-pressed={active}
    onClick={onClick}
    className={`rounded-full border px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
      active ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
    }`}
  >
    {children}
  </button>
);
